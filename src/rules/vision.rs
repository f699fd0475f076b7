//! How far apart two colours look, to people with normal colour vision and
//! to people with each of the three kinds of dichromacy: the simulation of
//! Machado, Oliveira & Fernandes (2009) and the CIEDE2000 colour
//! difference (as Sharma, Wu & Dalal 2005 set it out). Pure arithmetic.

use super::common::Color;

/// Whose eyes a colour is seen through.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Vision {
    /// All three kinds of cone.
    Normal,
    /// No long-wavelength ("red") cones.
    Protanopia,
    /// No medium-wavelength ("green") cones.
    Deuteranopia,
    /// No short-wavelength ("blue") cones.
    Tritanopia,
}

impl Vision {
    /// Every kind, normal vision first.
    pub const ALL: [Vision; 4] = [
        Vision::Normal,
        Vision::Protanopia,
        Vision::Deuteranopia,
        Vision::Tritanopia,
    ];

    /// The simulation matrix applied to linear RGB: Machado, Oliveira &
    /// Fernandes, "A Physiologically-based Model for Simulation of Color
    /// Vision Deficiency", IEEE TVCG 15(6), 2009, table of matrices at
    /// severity 1.0. `None` for normal vision.
    fn matrix(self) -> Option<[[f64; 3]; 3]> {
        match self {
            Vision::Normal => None,
            Vision::Protanopia => Some([
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ]),
            Vision::Deuteranopia => Some([
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ]),
            Vision::Tritanopia => Some([
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ]),
        }
    }
}

/// A colour in CIELAB (D65 white): lightness and the two opponent axes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Lab {
    /// Lightness, 0 (black) to 100 (white).
    pub l: f64,
    /// Green (negative) to red (positive).
    pub a: f64,
    /// Blue (negative) to yellow (positive).
    pub b: f64,
}

/// An sRGB component (0–255) as linear light (0–1).
fn decode(c: f64) -> f64 {
    let c = c / 255.0;
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// Linear light as an sRGB component (0–1), clamped to the screen's range.
fn encode(v: f64) -> f64 {
    let v = v.clamp(0.0, 1.0);
    if v <= 0.003_130_8 {
        12.92 * v
    } else {
        1.055 * v.powf(1.0 / 2.4) - 0.055
    }
}

/// `color` as `vision` sees it, in linear RGB: decoded from sRGB, the
/// simulation matrix applied, encoded to what a screen can show (clamped)
/// and decoded again.
fn simulate(color: Color, vision: Vision) -> [f64; 3] {
    let linear = [color.r, color.g, color.b].map(|c| decode(f64::from(c)));
    let Some(m) = vision.matrix() else {
        return linear;
    };
    let row = |r: [f64; 3]| r[0] * linear[0] + r[1] * linear[1] + r[2] * linear[2];
    [row(m[0]), row(m[1]), row(m[2])].map(|v| decode(encode(v) * 255.0))
}

/// Linear sRGB as CIELAB, D65 white (the sRGB matrix of IEC 61966-2-1).
fn lab_of_linear([r, g, b]: [f64; 3]) -> Lab {
    let x = 0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b;
    let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * b;
    let z = 0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * b;
    let f = |t: f64| {
        if t > 216.0 / 24389.0 {
            t.cbrt()
        } else {
            (24389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.950_47), f(y), f(z / 1.088_83));
    Lab {
        l: 116.0 * fy - 16.0,
        a: 500.0 * (fx - fy),
        b: 200.0 * (fy - fz),
    }
}

/// `color` in CIELAB as `vision` sees it.
pub fn lab(color: Color, vision: Vision) -> Lab {
    lab_of_linear(simulate(color, vision))
}

/// The hue angle of `(a, b)` in degrees, 0–360 (0 for a grey).
fn hue(b: f64, a: f64) -> f64 {
    if a == 0.0 && b == 0.0 {
        return 0.0;
    }
    b.atan2(a).to_degrees().rem_euclid(360.0)
}

/// The CIEDE2000 colour difference ΔE00 of two CIELAB colours, with the
/// parametric factors kL = kC = kH = 1 (Sharma, Wu & Dalal, "The CIEDE2000
/// Color-Difference Formula: Implementation Notes, Supplementary Test Data,
/// and Mathematical Observations", Color Res. Appl. 30(1), 2005).
pub fn ciede2000(one: Lab, two: Lab) -> f64 {
    let pow7 = |c: f64| c.powi(7) / (c.powi(7) + 25f64.powi(7));
    let mean_c = (one.a.hypot(one.b) + two.a.hypot(two.b)) / 2.0;
    let g = 0.5 * (1.0 - pow7(mean_c).sqrt());
    let (a1, a2) = ((1.0 + g) * one.a, (1.0 + g) * two.a);
    let (c1, c2) = (a1.hypot(one.b), a2.hypot(two.b));
    let (h1, h2) = (hue(one.b, a1), hue(two.b, a2));
    let grey = c1 * c2 == 0.0;
    let mut dh = h2 - h1;
    if grey {
        dh = 0.0;
    } else if dh > 180.0 {
        dh -= 360.0;
    } else if dh < -180.0 {
        dh += 360.0;
    }
    let d_l = two.l - one.l;
    let d_c = c2 - c1;
    let d_h = 2.0 * (c1 * c2).sqrt() * (dh / 2.0).to_radians().sin();
    let mean_l = (one.l + two.l) / 2.0;
    let mean_cp = (c1 + c2) / 2.0;
    let mean_h = if grey {
        h1 + h2
    } else if (h1 - h2).abs() <= 180.0 {
        (h1 + h2) / 2.0
    } else if h1 + h2 < 360.0 {
        (h1 + h2 + 360.0) / 2.0
    } else {
        (h1 + h2 - 360.0) / 2.0
    };
    let cos = |deg: f64| deg.to_radians().cos();
    let t =
        1.0 - 0.17 * cos(mean_h - 30.0) + 0.24 * cos(2.0 * mean_h) + 0.32 * cos(3.0 * mean_h + 6.0)
            - 0.20 * cos(4.0 * mean_h - 63.0);
    let d_theta = 30.0 * (-((mean_h - 275.0) / 25.0).powi(2)).exp();
    let r_c = 2.0 * pow7(mean_cp).sqrt();
    let l50 = (mean_l - 50.0).powi(2);
    let s_l = 1.0 + 0.015 * l50 / (20.0 + l50).sqrt();
    let s_c = 1.0 + 0.045 * mean_cp;
    let s_h = 1.0 + 0.015 * mean_cp * t;
    let r_t = -(2.0 * d_theta).to_radians().sin() * r_c;
    let (l, c, h) = (d_l / s_l, d_c / s_c, d_h / s_h);
    (l * l + c * c + h * h + r_t * c * h).max(0.0).sqrt()
}

/// How far apart `one` and `two` look to `vision` (ΔE00).
pub fn difference(one: Color, two: Color, vision: Vision) -> f64 {
    ciede2000(lab(one, vision), lab(two, vision))
}

/// How far apart `one` and `two` look to whoever sees them closest: the
/// smallest ΔE00 under normal vision and the three simulations.
pub fn least_difference(one: Color, two: Color) -> f64 {
    Vision::ALL
        .iter()
        .map(|v| difference(one, two, *v))
        .fold(f64::INFINITY, f64::min)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lab3(l: f64, a: f64, b: f64) -> Lab {
        Lab { l, a, b }
    }

    #[test]
    fn ciede2000_matches_sharmas_published_test_data() {
        // Rows 1, 7, 13, 16 and 17 of Table 1 of Sharma, Wu & Dalal (2005):
        // a blue pair, a near-grey pair, the hue-angle wrap-around on
        // either side, and a large difference.
        let rows = [
            ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
            ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
            ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
            ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0012), 7.2195),
            ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ];
        for ((l1, a1, b1), (l2, a2, b2), want) in rows {
            let (one, two) = (lab3(l1, a1, b1), lab3(l2, a2, b2));
            for got in [ciede2000(one, two), ciede2000(two, one)] {
                assert!(
                    (got - want).abs() < 5e-5,
                    "{one:?} {two:?}: {got} not {want}"
                );
            }
        }
        assert_eq!(
            ciede2000(lab3(40.0, 10.0, -5.0), lab3(40.0, 10.0, -5.0)),
            0.0
        );
    }

    #[test]
    fn srgb_white_and_black_land_at_the_ends_of_lightness() {
        let white = lab(Color::rgb(255, 255, 255), Vision::Normal);
        assert!((white.l - 100.0).abs() < 0.01 && white.a.abs() < 0.01 && white.b.abs() < 0.01);
        let black = lab(Color::rgb(0, 0, 0), Vision::Normal);
        assert!(black.l.abs() < 1e-9);
        // A greyscale colour stays grey (each simulation keeps white white).
        for v in Vision::ALL {
            let grey = lab(Color::rgb(128, 128, 128), v);
            assert!(grey.a.abs() < 0.5 && grey.b.abs() < 0.5, "{v:?}: {grey:?}");
        }
    }

    #[test]
    fn red_and_green_merge_for_protanopes_and_deuteranopes_only() {
        // The classic confusion: a red and a green of like lightness.
        let (red, green) = (Color::rgb(0xd6, 0x27, 0x28), Color::rgb(0x2c, 0xa0, 0x2c));
        let normal = difference(red, green, Vision::Normal);
        let protan = difference(red, green, Vision::Protanopia);
        let deutan = difference(red, green, Vision::Deuteranopia);
        let tritan = difference(red, green, Vision::Tritanopia);
        assert!(normal > 50.0, "{normal}");
        assert!(
            protan < normal / 2.0 && deutan < normal / 2.0,
            "{protan} {deutan}"
        );
        assert!(tritan > 40.0, "{tritan}");
        assert_eq!(least_difference(red, green), protan.min(deutan));
    }
}
