//! Who has sat with whom: for each entrant, the others they have met at a
//! table and how often, kept sparse (an event of 16,000 players has met a
//! few dozen others each, not 16,000), so the pairings need memory and
//! time in proportion to the seats played, not to the players squared.

/// How many times each two entrants (by index) have sat at one table.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Met {
    /// For each entrant, the others met and how often, sorted by index.
    by: Vec<Vec<(usize, u32)>>,
}

impl Met {
    /// The meetings of `n` entrants from every table, each table given as
    /// the indices of its entrants (a seat outside `0..n` is ignored).
    pub fn from_tables<'a>(n: usize, tables: impl IntoIterator<Item = &'a [usize]>) -> Met {
        let mut by: Vec<Vec<(usize, u32)>> = vec![Vec::new(); n];
        for seats in tables {
            for (a, &i) in seats.iter().enumerate() {
                for &j in seats.get(a + 1..).unwrap_or_default() {
                    if i == j || i >= n || j >= n {
                        continue;
                    }
                    if let Some(row) = by.get_mut(i) {
                        row.push((j, 1));
                    }
                    if let Some(row) = by.get_mut(j) {
                        row.push((i, 1));
                    }
                }
            }
        }
        for row in &mut by {
            row.sort_unstable();
            row.dedup_by(|later, kept| {
                let same = later.0 == kept.0;
                if same {
                    kept.1 += later.1;
                }
                same
            });
        }
        Met { by }
    }

    /// How many times `i` and `j` have sat at one table.
    pub fn count(&self, i: usize, j: usize) -> u32 {
        let Some(row) = self.by.get(i) else {
            return 0;
        };
        row.binary_search_by_key(&j, |&(other, _)| other)
            .ok()
            .and_then(|at| row.get(at))
            .map_or(0, |&(_, times)| times)
    }

    /// Whether `i` and `j` have never sat at one table.
    pub fn fresh(&self, i: usize, j: usize) -> bool {
        self.count(i, j) == 0
    }

    /// Everyone `i` has met, by index, with how often.
    pub fn of(&self, i: usize) -> &[(usize, u32)] {
        self.by.get(i).map_or(&[], Vec::as_slice)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn meetings_are_counted_both_ways_and_ignore_strangers() {
        let tables: [&[usize]; 4] = [&[0, 1], &[2, 0, 3], &[1, 0], &[4, 9]];
        let met = Met::from_tables(5, tables);
        assert_eq!(met.count(0, 1), 2);
        assert_eq!(met.count(1, 0), 2);
        assert_eq!(met.count(3, 2), 1);
        assert_eq!(met.count(0, 4), 0);
        assert_eq!(met.count(4, 9), 0, "a seat outside the entrants");
        assert_eq!(met.count(7, 0), 0);
        assert!(met.fresh(1, 2) && !met.fresh(2, 0));
        assert_eq!(met.of(0), [(1, 2), (2, 1), (3, 1)]);
        assert!(met.of(8).is_empty());
    }
}
