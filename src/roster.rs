//! The players known across sessions: one person per entry, with the
//! colour they keep and the other spellings of their name. Sessions are
//! never rewritten: History, Stats and the player page read every name
//! through [`Roster::who`]. Pure; the file is `store::roster`.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::rules::RuleError;
use crate::rules::common::{Color, check_names};

/// One person.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Person {
    /// Their name, as shown everywhere.
    pub name: String,
    /// The colour they keep from game to game, once they have played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub color: Option<Color>,
    /// Other spellings of the name in sessions ("Anna", "ana"), each one
    /// of this person.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also: Vec<String>,
}

/// Everyone known, and an index of their spellings.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Roster {
    people: Vec<Person>,
    /// [`key`] of every name and spelling → its person in `people`.
    by_key: HashMap<String, usize>,
}

/// How names compare: spaces at the ends dropped, runs of spaces made one,
/// without case ("Ana", " ana", "ANA" are one name).
pub fn key(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// A name as it is kept: spaces at the ends dropped, runs made one.
pub fn tidy(name: &str) -> String {
    name.split_whitespace().collect::<Vec<_>>().join(" ")
}

impl Roster {
    /// A roster of these people, each entry kept apart from the others:
    /// a person's own name is theirs even when an entry lists it as a
    /// spelling, a spelling two entries claim stays with the first (the
    /// later entry loses it), and entries with one name are one person.
    /// Nobody is ever folded into someone else because of a spelling.
    pub fn new(people: Vec<Person>) -> Self {
        let mut roster = Roster::default();
        // Names first: each is its person's, whatever spellings say.
        let mut owners = Vec::with_capacity(people.len());
        for person in &people {
            let Some(name) = std::iter::once(&person.name)
                .chain(&person.also)
                .map(|n| tidy(n))
                .find(|n| !n.is_empty())
            else {
                owners.push(None);
                continue;
            };
            let at = match roster.by_key.get(&key(&name)) {
                Some(&at) => at,
                None => roster.push(name),
            };
            owners.push(Some(at));
        }
        // Then spellings, in the order of the entries: the first claim wins.
        for (person, at) in people.into_iter().zip(owners) {
            let Some(at) = at else { continue };
            roster.claim(at, std::iter::once(person.name).chain(person.also));
            if roster.people[at].color.is_none() {
                roster.people[at].color = person.color;
            }
        }
        roster
    }

    /// The people, in the order they became known.
    pub fn people(&self) -> &[Person] {
        &self.people
    }

    /// A new person named `name` (tidy, not empty, no one's yet): where.
    fn push(&mut self, name: String) -> usize {
        let at = self.people.len();
        self.by_key.insert(key(&name), at);
        self.people.push(Person {
            name,
            color: None,
            also: Vec::new(),
        });
        at
    }

    /// Gives the person at `at` each of `spellings` no one has yet.
    fn claim(&mut self, at: usize, spellings: impl IntoIterator<Item = String>) {
        for spelling in spellings {
            let spelling = tidy(&spelling);
            if spelling.is_empty() {
                continue;
            }
            if let std::collections::hash_map::Entry::Vacant(e) = self.by_key.entry(key(&spelling))
            {
                e.insert(at);
                self.people[at].also.push(spelling);
            }
        }
    }

    /// Adds `person`, whose name no one has, with the spellings of theirs
    /// no one has: where.
    fn add(&mut self, person: Person) -> usize {
        let at = self.push(tidy(&person.name));
        self.people[at].color = person.color;
        self.claim(at, person.also);
        at
    }

    /// The person a name in a session is, if the roster knows them.
    pub fn person(&self, name: &str) -> Option<&Person> {
        self.by_key.get(&key(name)).map(|&at| &self.people[at])
    }

    /// The name to show for `name` as a session spells it: the person's,
    /// or the spelling tidied when the roster does not know it.
    pub fn who(&self, name: &str) -> String {
        self.person(name)
            .map_or_else(|| tidy(name), |p| p.name.clone())
    }

    /// The key of the person `name` is: two spellings of one person have
    /// the same.
    pub fn key_of(&self, name: &str) -> String {
        key(&self.who(name))
    }

    /// The colour the person named keeps, if any.
    pub fn color(&self, name: &str) -> Option<Color> {
        self.person(name).and_then(|p| p.color)
    }

    /// Learns the players of a game being started: each unknown name
    /// becomes a person, each person keeps the colour they sit with now
    /// (if the game gives them one) — but one whose own colour someone
    /// else at the table sits in keeps theirs: the table gave them another
    /// for this game only. Whether anything changed.
    pub fn learn<'a>(
        &mut self,
        players: impl IntoIterator<Item = (&'a str, Option<Color>)>,
    ) -> bool {
        let players: Vec<(&str, Option<Color>)> = players.into_iter().collect();
        let mut changed = false;
        for (i, &(name, color)) in players.iter().enumerate() {
            let name = tidy(name);
            if name.is_empty() {
                continue;
            }
            match self.by_key.get(&key(&name)).copied() {
                Some(at) => {
                    let own = self.people[at].color;
                    let moved = own.is_some()
                        && players
                            .iter()
                            .enumerate()
                            .any(|(j, (_, c))| j != i && *c == own);
                    if color.is_some() && own != color && !moved {
                        self.people[at].color = color;
                        changed = true;
                    }
                }
                None => {
                    self.add(Person {
                        name,
                        color,
                        also: Vec::new(),
                    });
                    changed = true;
                }
            }
        }
        changed
    }

    /// Gives the person `from` is the name `to`, everywhere: sessions keep
    /// their spelling, which becomes one of the person's. `from` need not
    /// be in the roster (a name only sessions hold). Refused when `to` is
    /// empty or too long, or is someone else's name (merge them instead).
    pub fn rename(&mut self, from: &str, to: &str) -> Result<(), RuleError> {
        let to = tidy(to);
        check_name(&to)?;
        if tidy(from).is_empty() {
            return Err(RuleError::new("rule-roster-unknown").arg("name", tidy(from)));
        }
        let me = self.by_key.get(&key(from)).copied();
        if let Some(&other) = self.by_key.get(&key(&to))
            && Some(other) != me
        {
            return Err(RuleError::new("rule-roster-taken").arg("name", to));
        }
        let at = self.place(from);
        let person = &mut self.people[at];
        let old = std::mem::replace(&mut person.name, to.clone());
        person.also.retain(|n| key(n) != key(&to));
        if key(&old) != key(&to) {
            person.also.push(old);
        }
        self.by_key.insert(key(&to), at);
        Ok(())
    }

    /// [`Roster::rename`], refused too when `to` is the name of someone
    /// only the sessions know (`seen`: the names in the sessions), who
    /// would otherwise become one with them unasked.
    pub fn rename_among<'a>(
        &mut self,
        from: &str,
        to: &str,
        seen: impl IntoIterator<Item = &'a str>,
    ) -> Result<(), RuleError> {
        let (me, wanted) = (self.key_of(from), key(to));
        if let Some(other) = seen
            .into_iter()
            .find(|n| self.key_of(n) == wanted && self.key_of(n) != me)
        {
            return Err(RuleError::new("rule-roster-taken").arg("name", self.who(other)));
        }
        self.rename(from, to)
    }

    /// Makes `from` and every spelling of theirs spellings of `into`, one
    /// person from now on (the colour of `into`, or of `from` if `into`
    /// has none). Refused when both are already one person.
    pub fn merge(&mut self, from: &str, into: &str) -> Result<(), RuleError> {
        if let Some(empty) = [from, into].into_iter().find(|n| tidy(n).is_empty()) {
            return Err(RuleError::new("rule-roster-unknown").arg("name", tidy(empty)));
        }
        if self.key_of(from) == self.key_of(into) {
            return Err(RuleError::new("rule-roster-same").arg("name", self.who(into)));
        }
        let to = self.place(into);
        let at = self.place(from);
        let gone = self.people.remove(at);
        let to = if at < to { to - 1 } else { to };
        let person = &mut self.people[to];
        person.also.push(gone.name);
        person.also.extend(gone.also);
        if person.color.is_none() {
            person.color = gone.color;
        }
        self.reindex();
        Ok(())
    }

    /// Makes `spelling` someone of their own again, undoing a merge or a
    /// rename. Refused when it is a person's own name (nothing to split).
    pub fn split(&mut self, spelling: &str) -> Result<(), RuleError> {
        let k = key(spelling);
        let Some(&at) = self.by_key.get(&k) else {
            return Err(RuleError::new("rule-roster-unknown").arg("name", tidy(spelling)));
        };
        if key(&self.people[at].name) == k {
            return Err(RuleError::new("rule-roster-own-name").arg("name", tidy(spelling)));
        }
        let person = &mut self.people[at];
        let Some(i) = person.also.iter().position(|n| key(n) == k) else {
            return Err(RuleError::new("rule-roster-unknown").arg("name", tidy(spelling)));
        };
        let name = person.also.remove(i);
        self.by_key.remove(&k);
        self.add(Person {
            name,
            color: None,
            also: Vec::new(),
        });
        Ok(())
    }

    /// Adds what `other` knows that this roster does not (a conflict copy
    /// a sync tool left): its people and their spellings; where the two
    /// disagree, this roster is kept. A person of the copy is one of ours
    /// when their name is one ours knows, or when one of their spellings
    /// is the own name of one of ours (the copy renamed them); a spelling
    /// alone, which two people may both have claimed, never makes them one.
    pub fn union(&mut self, other: &Roster) {
        for person in &other.people {
            let ours = self.by_key.get(&key(&person.name)).copied().or_else(|| {
                person.also.iter().find_map(|n| {
                    self.by_key
                        .get(&key(n))
                        .copied()
                        .filter(|&at| key(&self.people[at].name) == key(n))
                })
            });
            let at = match ours {
                Some(at) => {
                    self.claim(at, std::iter::once(person.name.clone()));
                    at
                }
                None => self.push(person.name.clone()),
            };
            self.claim(at, person.also.iter().cloned());
            if self.people[at].color.is_none() {
                self.people[at].color = person.color;
            }
        }
    }

    /// The person `name` is, made one if the roster did not know them.
    fn place(&mut self, name: &str) -> usize {
        if let Some(&at) = self.by_key.get(&key(name)) {
            return at;
        }
        self.add(Person {
            name: tidy(name),
            color: None,
            also: Vec::new(),
        })
    }

    fn reindex(&mut self) {
        let people = std::mem::take(&mut self.people);
        *self = Roster::new(people);
    }
}

/// A name a person may have: 1 to [`MAX_NAME`] characters, as a seat's.
fn check_name(name: &str) -> Result<(), RuleError> {
    check_names(std::iter::once(name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::common::PALETTE;

    fn roster(names: &[&str]) -> Roster {
        let mut r = Roster::default();
        r.learn(
            names
                .iter()
                .enumerate()
                .map(|(i, n)| (*n, Some(PALETTE[i]))),
        );
        r
    }

    #[test]
    fn spellings_that_differ_in_case_and_spaces_are_one_name() {
        assert_eq!(key("  Ana  María "), "ana maría");
        let r = roster(&["Ana"]);
        assert_eq!(r.who("ana "), "Ana");
        assert_eq!(r.who(" Ben "), "Ben");
        assert_eq!(r.people().len(), 1);
    }

    #[test]
    fn a_merge_makes_one_person_and_a_split_undoes_it() {
        let mut r = roster(&["Ana", "Anna", "Ben"]);
        r.merge("Anna", "Ana").expect("merge");
        assert_eq!(r.who("anna"), "Ana");
        assert_eq!(r.key_of("Anna"), r.key_of("Ana"));
        assert_eq!(r.people().len(), 2);
        assert_eq!(
            r.color("Anna"),
            Some(PALETTE[0]),
            "the colour of who it merged into"
        );
        assert_eq!(
            r.merge("ANNA", "ana")
                .map_err(|e| e.0.key().map(str::to_owned)),
            Err(Some("rule-roster-same".to_owned()))
        );
        r.split("Anna").expect("split");
        assert_eq!(r.who("Anna"), "Anna");
        assert_ne!(r.key_of("Anna"), r.key_of("Ana"));
        assert_eq!(
            r.split("Ana").map_err(|e| e.0.key().map(str::to_owned)),
            Err(Some("rule-roster-own-name".to_owned()))
        );
    }

    #[test]
    fn a_rename_keeps_the_old_spelling_as_the_persons() {
        let mut r = roster(&["Ana", "Ben"]);
        r.rename("ana", "Ana María").expect("rename");
        assert_eq!(r.who("Ana"), "Ana María");
        assert_eq!(r.who("ana maría"), "Ana María");
        // Back again: one person, the name as first given.
        r.rename("Ana María", "Ana").expect("back");
        assert_eq!(r.who("Ana María"), "Ana");
        assert_eq!(r.people()[0].also, vec!["Ana María".to_owned()]);
        assert_eq!(
            r.rename("Ana", "ben")
                .map_err(|e| e.0.key().map(str::to_owned)),
            Err(Some("rule-roster-taken".to_owned()))
        );
        assert_eq!(
            r.rename("Ana", " ")
                .map_err(|e| e.0.key().map(str::to_owned)),
            Err(Some("rule-name-empty".to_owned()))
        );
        // A name only sessions hold can be renamed too.
        r.rename("Cleo", "Clio")
            .expect("rename a name sessions hold");
        assert_eq!(r.who("cleo"), "Clio");
    }

    #[test]
    fn learning_keeps_colours_and_a_union_adds_what_the_copy_knows() {
        let mut r = roster(&["Ana"]);
        assert!(!r.learn([("ana", Some(PALETTE[0]))]), "nothing new");
        assert!(!r.learn([("ana", None)]), "no colour: the one kept");
        assert!(r.learn([("Ana", Some(PALETTE[3]))]));
        assert_eq!(r.color("ANA"), Some(PALETTE[3]));
        let mut copy = roster(&["Ben", "Ana"]);
        copy.merge("Bea", "Ben").expect("merge");
        r.union(&copy);
        assert_eq!(r.who("bea"), "Ben");
        assert_eq!(r.color("Ana"), Some(PALETTE[3]), "ours kept");
        assert_eq!(r.people().len(), 2);
    }

    #[test]
    fn a_colour_the_table_gave_for_one_game_is_not_learned() {
        let [vermillion, _, _, yellow, ..] = PALETTE;
        let mut r = Roster::default();
        assert!(r.learn([("Dee", Some(vermillion)), ("Anna", Some(vermillion))]));
        assert_eq!(
            (r.color("Dee"), r.color("Anna")),
            (Some(vermillion), Some(vermillion))
        );
        // At one table Dee sits in vermillion, Anna in the nearest free colour.
        let next = crate::rules::common::nearest_free(vermillion, &[vermillion]);
        assert!(!r.learn([("Dee", Some(vermillion)), ("Anna", Some(next))]));
        assert_eq!(r.color("Anna"), Some(vermillion), "Anna keeps vermillion");
        // Bo, new, sits in vermillion: Anna's yellow is for this table too.
        assert!(r.learn([("Anna", Some(yellow)), ("Bo", Some(vermillion))]));
        assert_eq!(
            (r.color("Anna"), r.color("Bo")),
            (Some(vermillion), Some(vermillion))
        );
        // Yellow with no one in vermillion is her own choice: learned.
        assert!(r.learn([("Anna", Some(yellow)), ("Cy", None)]));
        assert_eq!(r.color("Anna"), Some(yellow));
    }

    fn person(name: &str, also: &[&str]) -> Person {
        Person {
            name: name.to_owned(),
            color: None,
            also: also.iter().map(|s| (*s).to_owned()).collect(),
        }
    }

    /// The roster as its file would hold it, read back.
    fn reread(r: &Roster) -> Roster {
        Roster::new(r.people().to_vec())
    }

    #[test]
    fn a_spelling_two_entries_claim_stays_with_the_first_and_no_one_is_folded() {
        let r = Roster::new(vec![person("Ana", &["X"]), person("Bo", &["X"])]);
        assert_eq!(r.people().len(), 2);
        assert_eq!(r.who("Bo"), "Bo");
        assert_eq!(r.who("x"), "Ana");
        assert_ne!(r.key_of("Bo"), r.key_of("Ana"));
        assert_eq!(r.people()[0].also, ["X"]);
        assert!(r.people()[1].also.is_empty(), "X is Ana's, not Bo's too");
        assert_eq!(reread(&r), r, "written back as read");
    }

    #[test]
    fn a_persons_own_name_is_never_another_ones_spelling() {
        let r = Roster::new(vec![person("Ana", &["Bo", "Y"]), person("bo", &[])]);
        assert_eq!(r.people().len(), 2);
        assert_eq!(r.who("BO"), "bo");
        assert_eq!(r.who("y"), "Ana");
        assert_eq!(r.people()[0].also, ["Y"]);
        // A rename of Bo keeps their old name theirs, never Ana's.
        let mut renamed = r.clone();
        renamed.rename("Bo", "Bob").expect("rename");
        let renamed = reread(&renamed);
        assert_eq!(renamed.who("bo"), "Bob");
        assert_eq!(renamed.who("Y"), "Ana");
    }

    #[test]
    fn entries_of_one_name_are_one_person_and_empty_ones_nobody() {
        let mut second = person(" ana ", &["Z", "Y"]);
        second.color = Some(PALETTE[1]);
        let r = Roster::new(vec![
            person("Ana", &["Y"]),
            person("", &[]),
            second,
            person(" ", &["Cy"]),
        ]);
        assert_eq!(r.people().len(), 2, "{r:?}");
        assert_eq!(r.people()[0].name, "Ana");
        assert_eq!(r.people()[0].also, ["Y", "Z"]);
        assert_eq!(r.color("z"), Some(PALETTE[1]));
        assert_eq!(r.who("cy"), "Cy");
        assert_eq!(reread(&r), r);
    }

    #[test]
    fn changes_after_a_doubly_claimed_spelling_keep_everyone_apart() {
        let base = Roster::new(vec![
            person("Ana", &["X"]),
            person("Bo", &["X"]),
            person("Cy", &[]),
        ]);
        let mut r = base.clone();
        r.rename("Ana", "Ana María").expect("rename");
        let r = reread(&r);
        assert_eq!(r.who("Bo"), "Bo");
        assert_eq!(r.who("X"), "Ana María");
        let mut r = base.clone();
        r.merge("Ana", "Cy").expect("merge");
        let r = reread(&r);
        assert_eq!(
            (r.who("x"), r.who("ana"), r.who("bo")),
            ("Cy".into(), "Cy".into(), "Bo".into())
        );
        let mut r = base;
        r.split("X").expect("split");
        let r = reread(&r);
        assert_eq!((r.who("x"), r.who("bo")), ("X".into(), "Bo".into()));
        assert_eq!(r.people().len(), 4);
    }

    #[test]
    fn a_union_never_makes_two_people_one_over_a_spelling() {
        let mut ours = Roster::new(vec![person("Ana", &["X"])]);
        ours.union(&Roster::new(vec![person("Bo", &["X", "Bobby"])]));
        assert_eq!(ours.people().len(), 2);
        assert_eq!(
            (ours.who("x"), ours.who("bobby")),
            ("Ana".into(), "Bo".into())
        );
        // A copy that renamed one of ours: their new name joins ours.
        let mut ours = Roster::new(vec![person("Ana", &[])]);
        ours.union(&Roster::new(vec![person("Ana María", &["Ana"])]));
        assert_eq!(ours.people().len(), 1);
        assert_eq!(ours.who("ana maría"), "Ana");
    }

    proptest::proptest! {
        /// Whatever the file holds, every name and spelling is one
        /// person's, each person's own name is theirs, and the roster
        /// reads back as it is written, before and after a change.
        #[test]
        fn every_spelling_is_one_persons_and_reads_back(
            entries in proptest::collection::vec(
                ("[abc]{0,2}", proptest::collection::vec("[abcd ]{0,2}", 0..4)),
                0..8,
            ),
            rename in ("[abc]{1,2}", "[abcd]{1,2}"),
        ) {
            let people: Vec<Person> = entries
                .iter()
                .map(|(n, also)| Person { name: n.clone(), color: None, also: also.clone() })
                .collect();
            let mut r = Roster::new(people.clone());
            for p in &people {
                let name = tidy(&p.name);
                if !name.is_empty() {
                    // An entry's own name is a person's own name.
                    let found = r.person(&name).map(|p| key(&p.name));
                    proptest::prop_assert_eq!(found, Some(key(&name)));
                }
            }
            proptest::prop_assert_eq!(&reread(&r), &r);
            let _ = r.rename(&rename.0, &rename.1);
            proptest::prop_assert_eq!(&reread(&r), &r);
            let mut seen = std::collections::HashSet::new();
            for p in r.people() {
                for n in std::iter::once(&p.name).chain(&p.also) {
                    proptest::prop_assert!(seen.insert(key(n)), "{} twice", n);
                }
            }
        }
    }
}
