//! The rule IDs of RULES.md (§2 rules and §3 option decisions). Every rule a step cites must be
//! one of these; a test checks the engine never cites anything else.

/// Every rule ID of RULES.md that the engine may cite.
pub const RULE_IDS: &[&str] = &[
    "BKC-1", "BKC-2", "BKC-3", "BKC-4", "BKC-5", "BKC-6", "BKC-7", "BKC-8", "BKL-1", "BKL-2", "BKL-3", "BKL-4",
    "BKL-4a", "BKL-5", "BKL-6", "BKL-7", "BKL-8", "C4-1", "C4-2", "C4-3", "C4-4", "C4-5", "C4-6", "C4-7", "CH-1",
    "CH-2", "CH-2b", "CH-3", "CH-4", "CH-5", "CH-6", "CH-7", "ENG-LOOP", "HUS-1", "HUS-2", "HUS-3", "HUS-4", "HUS-5",
    "HUS-6", "HUS-7", "HUS-8", "HUS-9", "KAB-1", "KAB-2", "KAB-3", "KAL-1", "KAL-2", "KAL-3", "KAL-4", "KAL-5",
    "KAL-6", "KAL-7", "KAL-8", "KAL-9", "KAL-10", "KAL-11", "KAL-12", "KAL-13", "KAL-14", "KIA-1", "KIA-2", "KIA-3",
    "KIA-4", "KIA-5", "KIA-6", "KIA-7", "KIA-8", "KIM-1", "KIM-2", "KIM-3", "KIM-4", "KIM-5", "KIM-6", "KIM-7",
    "KIM-8", "KIM-9", "KNH-1", "KNH-2", "KS-1", "KS-2", "KS-3", "KS-4", "KS-5", "KS-6", "KSW-1", "KSW-2", "KSW-3",
    "KSW-4", "KSW-5", "KSW-6", "KSW-7", "KSW-8", "KSW-9", "KSW-10", "KSW-11", "KSW-12", "KSW-13", "KSW-14", "KSW-15",
    "KSW-16", "KSW-17", "KSW-18", "KSW-19", "KSW-20", "KSW-21", "KSW-22", "KSW-23", "KSW-24", "KUJ-1", "KUJ-2",
    "KUJ-3", "KUJ-4", "KUJ-5", "KUJ-6", "KUJ-7", "KUJ-8", "KUJ-9", "KUJ-10", "KUJ-11", "KUJ-12", "KUJ-13", "MOR-1",
    "NAM-1", "NAM-2", "NAM-3", "NAM-4", "NAM-4a", "NAM-5", "NAM-6", "NAM-7", "NAM-8", "NAM-9", "NAM-10", "OMW-1",
    "OMW-2", "OMW-3", "OMW-4", "OMW-5", "OMW-6", "OMW-7", "OMW-8", "OMW-9", "OMW-10", "OMW-11", "OW-1", "OW-2", "OW-3",
    "OW-4", "OW-5", "OW-6", "OW-7", "OW-8", "OW-9", "OW-10", "OW-11", "OW-12", "OW-13", "OW-14", "A1", "A2", "A3",
    "A4", "A5", "A6", "A7", "A8", "A9", "A10", "A11", "A12", "A13", "A14", "A15", "A16", "A17", "A18", "A19", "A20",
    "A21", "A22", "A23", "A24", "A25", "A26", "A27", "A28", "A29", "A30", "A31", "A32", "A33", "A34", "A35", "A36",
    "A37", "A38", "A39", "A40", "A41", "A42", "A43", "A44", "A45", "A46", "A47", "A48", "A49", "A19a", "A19b",
];

/// The static form of a rule ID, if RULES.md has it.
#[must_use]
pub fn intern_rule(id: &str) -> Option<&'static str> {
    RULE_IDS.iter().copied().find(|r| *r == id)
}

/// Whether `id` is a rule ID of RULES.md.
#[must_use]
pub fn is_rule(id: &str) -> bool {
    intern_rule(id).is_some()
}

/// The board of the games whose rule `rule` is, if it is one family's (for the embed's strings
/// of one family, `mancala_text::embed_subset_for`): a rule of a game's own section (its spec's
/// `rule_prefixes`), a decision of §3 that only games of one board declare as an option, or a
/// rule of §1.4 that all four-row games share (`C4-…`). `None` for the engine's own rules
/// (`ENG-…`), a decision games of both boards have, and an unknown ID. It reads the specs of the
/// games built ([`crate::variants`]).
#[must_use]
pub fn rows_of_rule(rule: &str) -> Option<crate::Rows> {
    if rule.strip_prefix("C4-").is_some() {
        return Some(crate::Rows::Four);
    }
    let own = |p: &&str| rule.strip_prefix(p).is_some_and(|rest| rest.starts_with('-'));
    let mut rows = crate::variants()
        .into_iter()
        .filter(|s| s.rule_prefixes.iter().any(own) || s.options.iter().any(|o| o.rule == rule))
        .map(|s| s.rows);
    let first = rows.next()?;
    rows.all(|r| r == first).then_some(first)
}
