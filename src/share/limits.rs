//! The server's limits ([`Limits`]): how many connections at once, how
//! long one may take to ask or may keep a write waiting, how many requests
//! per second one address may make (a token bucket, [`Rate`]; more are
//! answered 429), and which `Host` names are answered at all
//! ([`local_host`]).

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

/// What the server allows each connection and address. The window and
/// `tablekeeper serve` use [`Limits::default`]; tests shorten the times.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Limits {
    /// Connections open at once (the benchmark's 200 viewers and room to
    /// spare). A new one over it closes the oldest that has no event
    /// stream open (an idle or slow one); when every one has, it is
    /// answered 503.
    pub connections: usize,
    /// How long a connection may take to send a request's headers,
    /// counted from when it opened or its last answer ended: so also how
    /// long it may sit idle between requests. It is closed after.
    pub header_read: Duration,
    /// How long an answer may wait on a client that reads nothing before
    /// its connection is closed (a page that stopped reading its stream).
    pub write_stall: Duration,
    /// Requests one address may make in a burst (a page load is four; one
    /// computer may hold many tabs)…
    pub burst: u32,
    /// …and then per second.
    pub per_second: u32,
    /// How long a seat's act waits for the session's owner to apply it
    /// (see [`super::Sharing::acts`]); the phone gets 503 after.
    pub reply: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            connections: 512,
            header_read: Duration::from_secs(5),
            write_stall: Duration::from_secs(10),
            burst: 600,
            per_second: 50,
            reply: Duration::from_secs(5),
        }
    }
}

/// Addresses remembered before the oldest are forgotten.
const ADDRESSES: usize = 4096;

/// Requests per address: a token bucket each, every request counted
/// (wrong tokens and refused hosts too).
pub struct Rate {
    burst: f64,
    per_second: f64,
    buckets: Mutex<HashMap<IpAddr, (f64, Instant)>>,
}

impl Rate {
    /// Buckets of `limits.burst`, refilled at `limits.per_second`.
    pub fn new(limits: &Limits) -> Self {
        Rate {
            burst: f64::from(limits.burst),
            per_second: f64::from(limits.per_second),
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Whether `ip` may make a request at `now` (and counts it).
    pub fn allow(&self, ip: IpAddr, now: Instant) -> bool {
        let ip = address_key(ip);
        let mut buckets = self.buckets.lock().unwrap_or_else(PoisonError::into_inner);
        if buckets.len() >= ADDRESSES && !buckets.contains_key(&ip) {
            buckets.retain(|_, (_, at)| now.duration_since(*at) < Duration::from_secs(60));
            if buckets.len() >= ADDRESSES {
                return false;
            }
        }
        let (tokens, at) = buckets.entry(ip).or_insert((self.burst, now));
        *tokens =
            (*tokens + now.duration_since(*at).as_secs_f64() * self.per_second).min(self.burst);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// The address an allowance is counted for: an IPv4 address (also when
/// written as IPv6), or an IPv6 address's /64 network, which one computer
/// gets whole and may take any number of addresses from.
fn address_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & !u128::from(u64::MAX))),
        },
    }
}

/// Whether `host` (a request's `Host`, or the authority of its address)
/// names this computer by address or as `localhost`: an IP literal (IPv6
/// in brackets) or `localhost` in any case, either with a port. Any other
/// name is refused: a web site whose name was pointed at this computer
/// (DNS rebinding) would otherwise read the page from a browser here.
pub fn local_host(host: &str) -> bool {
    if host.parse::<SocketAddr>().is_ok() || host.parse::<Ipv4Addr>().is_ok() {
        return true;
    }
    if let Some(v6) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        return v6.parse::<Ipv6Addr>().is_ok();
    }
    let name = match host.rsplit_once(':') {
        Some((name, port))
            if (1..=5).contains(&port.len()) && port.bytes().all(|b| b.is_ascii_digit()) =>
        {
            name
        }
        _ => host,
    };
    name.eq_ignore_ascii_case("localhost")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_gets_its_burst_then_its_rate() {
        let rate = Rate::new(&Limits::default());
        let ip: IpAddr = [192, 168, 1, 9].into();
        let other: IpAddr = [192, 168, 1, 10].into();
        let t = Instant::now();
        let allowed = (0..1000).filter(|_| rate.allow(ip, t)).count();
        assert_eq!(allowed, 600);
        assert!(rate.allow(other, t), "another address has its own");
        assert!(!rate.allow(ip, t));
        assert!(
            rate.allow(ip, t + Duration::from_millis(100)),
            "5 more in 0.1 s"
        );
    }

    #[test]
    fn one_ipv6_network_is_one_address() {
        let limits = Limits {
            burst: 3,
            ..Limits::default()
        };
        let rate = Rate::new(&limits);
        let t = Instant::now();
        let v6 = |last: u16| IpAddr::V6(Ipv6Addr::new(0xfd00, 0, 0, 7, 0, 0, 0, last));
        assert!((1..=3).all(|n| rate.allow(v6(n), t)));
        assert!(!rate.allow(v6(4), t), "the same /64");
        let other = IpAddr::V6(Ipv6Addr::new(0xfd00, 0, 0, 8, 0, 0, 0, 1));
        assert!(rate.allow(other, t), "another /64");
        let v4: IpAddr = [10, 0, 0, 1].into();
        let mapped = IpAddr::V6(Ipv4Addr::new(10, 0, 0, 1).to_ipv6_mapped());
        assert!((1..=3).all(|_| rate.allow(v4, t)));
        assert!(!rate.allow(mapped, t), "IPv4 written as IPv6 is the same");
    }

    #[test]
    fn only_addresses_and_localhost_are_hosts() {
        for good in [
            "127.0.0.1",
            "127.0.0.1:8080",
            "192.168.1.20:41234",
            "[::1]",
            "[::1]:8080",
            "[fe80::1]:80",
            "localhost",
            "LocalHost:8080",
        ] {
            assert!(local_host(good), "{good}");
        }
        for bad in [
            "evil.example",
            "evil.example:8080",
            "localhost.evil.example",
            "localhost.",
            "localhost:",
            "localhost:80:80",
            "127.0.0.1.nip.io",
            "::1",
            "[::1",
            "[evil]",
            "2130706433",
            "0x7f.1",
            "",
        ] {
            assert!(!local_host(bad), "{bad}");
        }
    }
}
