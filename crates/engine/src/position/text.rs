//! The text form of a position (docs/NOTATION.md): `Setup::parse`, its reader, and
//! `Setup::to_text`, its writer.

use super::{EndReason, Inconsistency, Outcome, Position, PositionError, Setup, Syntax, MAX_COLUMNS};
use crate::layout::{Layout, Rows, Side};
use std::fmt::{self, Write as _};

impl Setup {
    /// Reads the text form (docs/NOTATION.md), e.g.
    /// `S=[4,4,4,4,4,4] N=[4,4,4,4,4,4] SS=0 NS=0, S to move`.
    ///
    /// # Errors
    /// [`PositionError::Syntax`] with the column of the first thing that cannot be read.
    pub fn parse(text: &str) -> Result<Setup, PositionError> {
        TextParser::new(text).parse()
    }

    /// The canonical text form. `Setup::parse` of it gives back an equal setup.
    ///
    /// # Errors
    /// A setup the text form cannot write as itself (from JSON or code): pits that do not fill its
    /// board ([`PositionError::WrongPitCount`]), or a blocked pit that is not on it.
    pub fn to_text(&self) -> Result<String, PositionError> {
        let count = self.layout.pit_count();
        if self.pits.len() != count {
            return Err(PositionError::WrongPitCount { row: "pits".into(), expected: count, found: self.pits.len() });
        }
        if let Some(b) = self.blocked.filter(|&b| usize::from(b) >= count) {
            return Err(PositionError::Inconsistent {
                rule: "KSW-21",
                reason: Inconsistency::BlockedOffBoard { index: b },
            });
        }
        Ok(self.write_text())
    }

    /// The text form of a setup whose pits fill its board and whose blocked pit is on it.
    fn write_text(&self) -> String {
        let mut out = String::new();
        let layout = self.layout;
        let per = layout.pits_per_side();
        let list = |v: &[u8]| {
            let items: Vec<String> = v.iter().map(u8::to_string).collect();
            format!("[{}]", items.join(","))
        };
        for side in Side::BOTH {
            let half = &self.pits.get(side.index() * per..side.index() * per + per).unwrap_or(&[]);
            match layout.rows {
                Rows::Two => {
                    let _ = write!(out, "{side}={} ", list(half));
                }
                Rows::Four => {
                    let n = layout.columns as usize;
                    let outer = &half[..n.min(half.len())];
                    let inner: Vec<u8> = half.get(n..).unwrap_or(&[]).iter().rev().copied().collect();
                    let _ = write!(out, "{side}.I={} {side}.O={} ", list(&inner), list(outer));
                }
            }
        }
        let _ = write!(out, "SS={} NS={}", self.stores[0], self.stores[1]);
        if layout.rows == Rows::Four || self.reserves != [0, 0] {
            let _ = write!(out, " S.res={} N.res={}", self.reserves[0], self.reserves[1]);
        }
        if self.off != 0 {
            let _ = write!(out, " off={}", self.off);
        }
        if let Some(owners) = &self.owners {
            let s: String = owners.iter().map(|s| s.letter()).collect();
            let _ = write!(out, " own={s}");
        }
        for side in Side::BOTH {
            if self.house_destroyed[side.index()] {
                let _ = write!(out, " {side}.house=destroyed");
            }
        }
        if self.moves_made != [0, 0] {
            let _ = write!(out, " moves={},{}", self.moves_made[0], self.moves_made[1]);
        }
        if self.capturing_moves != [0, 0] {
            let _ = write!(out, " capturing={},{}", self.capturing_moves[0], self.capturing_moves[1]);
        }
        if self.round != 1 {
            let _ = write!(out, " round={}", self.round);
        }
        if self.starter != Side::South {
            let _ = write!(out, " starter={}", self.starter);
        }
        if let Some(b) = self.blocked {
            let _ = write!(out, " blocked={}", layout.pit_name(usize::from(b)));
        }
        if let Some(o) = self.outcome {
            let who = o.winner.map_or("draw".to_string(), |s| s.to_string());
            let _ = write!(out, " result={who}:{}", o.reason.token());
        }
        let _ = write!(out, ", {} to move", self.to_move);
        out
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A position's setup always fills its board.
        f.write_str(&self.to_setup().write_text())
    }
}
struct TextParser<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> TextParser<'a> {
    fn new(text: &'a str) -> Self {
        TextParser { text, pos: 0 }
    }

    fn err<T>(&self, at: usize, reason: Syntax) -> Result<T, PositionError> {
        Err(PositionError::Syntax { column: self.text[..at].chars().count() + 1, reason })
    }

    fn skip_ws(&mut self) {
        while let Some(c) = self.text[self.pos..].chars().next().filter(|c| c.is_whitespace()) {
            self.pos += c.len_utf8();
        }
    }

    /// The value up to the next space or comma, with where it begins (`own=`, `blocked=`: read
    /// whole here, checked once the board is known).
    fn word(&mut self) -> (usize, String) {
        let start = self.pos;
        let len: usize =
            self.text[start..].chars().take_while(|c| !c.is_whitespace() && *c != ',').map(char::len_utf8).sum();
        self.pos += len;
        (start, self.text[start..self.pos].to_string())
    }

    fn number(&mut self) -> Result<u32, PositionError> {
        let start = self.pos;
        let len = self.text[start..].chars().take_while(char::is_ascii_digit).count();
        if len == 0 {
            return self.err(start, Syntax::ExpectedNumber);
        }
        self.pos += len;
        // The largest number of the form is a move counter or a round (`u16`).
        match self.text[start..self.pos].parse::<u32>() {
            Ok(n) if u16::try_from(n).is_ok() => Ok(n),
            _ => self.err(start, Syntax::NumberTooLarge),
        }
    }

    /// A count of seeds under `key`; `pit`: a pit of the row `key`, else the key's own count.
    fn byte(&mut self, key: &str, pit: bool) -> Result<u8, PositionError> {
        let start = self.pos;
        let n = self.number()?;
        u8::try_from(n).or_else(|_| self.err(start, Syntax::TooManySeeds { key: key.into(), pit, count: n }))
    }

    fn list(&mut self, key: &str) -> Result<Vec<u8>, PositionError> {
        if !self.text[self.pos..].starts_with('[') {
            return self.err(self.pos, Syntax::ExpectedList { key: key.into() });
        }
        self.pos += 1;
        let mut items = Vec::new();
        loop {
            self.skip_ws();
            if self.text[self.pos..].starts_with(']') && items.is_empty() {
                self.pos += 1;
                return Ok(items);
            }
            items.push(self.byte(key, true)?);
            self.skip_ws();
            match self.text[self.pos..].chars().next() {
                Some(',') => self.pos += 1,
                Some(']') => {
                    self.pos += 1;
                    return Ok(items);
                }
                _ => return self.err(self.pos, Syntax::ExpectedCommaOrBracket { key: key.into() }),
            }
        }
    }

    fn pair(&mut self) -> Result<[u16; 2], PositionError> {
        let start = self.pos;
        let a = self.number()?;
        if !self.text[self.pos..].starts_with(',') {
            return self.err(self.pos, Syntax::ExpectedPairComma);
        }
        self.pos += 1;
        let b = self.number()?;
        match (u16::try_from(a), u16::try_from(b)) {
            (Ok(a), Ok(b)) => Ok([a, b]),
            _ => self.err(start, Syntax::CountTooLarge),
        }
    }

    #[allow(clippy::too_many_lines)]
    fn parse(mut self) -> Result<Setup, PositionError> {
        let mut two: [Option<Vec<u8>>; 2] = [None, None];
        let mut inner: [Option<Vec<u8>>; 2] = [None, None];
        let mut outer: [Option<Vec<u8>>; 2] = [None, None];
        let mut setup = Setup {
            layout: Layout::two_row(6),
            pits: Vec::new(),
            stores: [0; 2],
            reserves: [0; 2],
            off: 0,
            to_move: Side::South,
            owners: None,
            house_destroyed: [false; 2],
            moves_made: [0; 2],
            capturing_moves: [0; 2],
            round: 1,
            starter: Side::South,
            outcome: None,
            blocked: None,
        };
        let mut blocked_text: Option<(usize, String)> = None;
        let mut owners_text: Option<(usize, String)> = None;
        let mut to_move = None;
        // The keys read so far (at most the ~20 keys of the form: unknown keys stop the reading).
        let mut seen: Vec<String> = Vec::new();
        loop {
            self.skip_ws();
            if self.pos >= self.text.len() {
                break;
            }
            if self.text[self.pos..].starts_with(',') {
                self.pos += 1;
                self.skip_ws();
                let start = self.pos;
                let rest = self.text[self.pos..].trim_end();
                let side = rest.chars().next().and_then(Side::from_letter);
                match (side, rest.get(1..)) {
                    (Some(side), Some(tail)) if tail.trim() == "to move" => {
                        to_move = Some(side);
                        self.pos = self.text.len();
                        break;
                    }
                    _ => return self.err(start, Syntax::ExpectedSideToMove),
                }
            }
            let key_start = self.pos;
            let Some(eq) = self.text[self.pos..].find('=') else {
                return self.err(key_start, Syntax::ExpectedKeyValue);
            };
            let key = self.text[self.pos..self.pos + eq].to_string();
            if seen.contains(&key) {
                return Err(PositionError::RepeatedKey { key, column: self.text[..key_start].chars().count() + 1 });
            }
            seen.push(key.clone());
            self.pos += eq + 1;
            match key.as_str() {
                "S" | "N" => {
                    let s = usize::from(key == "N");
                    two[s] = Some(self.list(&key)?);
                }
                "S.I" | "N.I" | "S.O" | "N.O" => {
                    let s = usize::from(key.starts_with('N'));
                    let v = self.list(&key)?;
                    if key.ends_with('I') {
                        inner[s] = Some(v);
                    } else {
                        outer[s] = Some(v);
                    }
                }
                "SS" => setup.stores[0] = self.byte("SS", false)?,
                "NS" => setup.stores[1] = self.byte("NS", false)?,
                "S.res" => setup.reserves[0] = self.byte("S.res", false)?,
                "N.res" => setup.reserves[1] = self.byte("N.res", false)?,
                "off" => setup.off = self.byte("off", false)?,
                "own" => owners_text = Some(self.word()),
                "S.house" | "N.house" => {
                    let start = self.pos;
                    if self.text[start..].starts_with("destroyed") {
                        self.pos += "destroyed".len();
                        setup.house_destroyed[usize::from(key.starts_with('N'))] = true;
                    } else {
                        return self.err(start, Syntax::ExpectedDestroyed);
                    }
                }
                "blocked" => blocked_text = Some(self.word()),
                "moves" => setup.moves_made = self.pair()?,
                "capturing" => setup.capturing_moves = self.pair()?,
                "round" => {
                    let start = self.pos;
                    let n = self.number()?;
                    setup.round = u16::try_from(n).or_else(|_| self.err(start, Syntax::RoundTooLarge))?;
                }
                "starter" => {
                    let start = self.pos;
                    let side = self.text[start..].chars().next().and_then(Side::from_letter);
                    match side {
                        Some(side) => {
                            setup.starter = side;
                            self.pos += 1;
                        }
                        None => return self.err(start, Syntax::ExpectedStarter),
                    }
                }
                "result" => {
                    let start = self.pos;
                    let len: usize = self.text[start..]
                        .chars()
                        .take_while(|c| !c.is_whitespace() && *c != ',')
                        .map(char::len_utf8)
                        .sum();
                    self.pos += len;
                    let value = &self.text[start..self.pos];
                    let Some((who, reason)) = value.split_once(':') else {
                        return self.err(start, Syntax::ExpectedResult);
                    };
                    let winner = match who {
                        "S" => Some(Side::South),
                        "N" => Some(Side::North),
                        "draw" => None,
                        _ => return self.err(start, Syntax::ResultWinner),
                    };
                    let Some(reason) = EndReason::from_token(reason) else {
                        return self.err(start + who.len() + 1, Syntax::UnknownEndReason { reason: reason.into() });
                    };
                    setup.outcome = Some(Outcome { winner, reason });
                }
                _ => return self.err(key_start, Syntax::UnknownKey { key }),
            }
        }
        let Some(to_move) = to_move else {
            return self.err(self.text.len(), Syntax::MissingSideToMove);
        };
        setup.to_move = to_move;
        let any_two = two.iter().any(Option::is_some);
        let any_four = inner.iter().chain(&outer).any(Option::is_some);
        if any_two && any_four {
            return self.err(0, Syntax::MixedRows);
        }
        if any_two {
            let [Some(s), Some(n)] = two else {
                return self.err(0, Syntax::TwoRowsNeeded);
            };
            if s.len() > MAX_COLUMNS {
                return Err(PositionError::RowTooLong { row: "S".into(), found: s.len() });
            }
            if s.len() != n.len() {
                return Err(PositionError::WrongPitCount { row: "N".into(), expected: s.len(), found: n.len() });
            }
            setup.layout = Layout::two_row(u8::try_from(s.len()).unwrap_or(u8::MAX));
            setup.pits = s.into_iter().chain(n).collect();
        } else if any_four {
            let [Some(si), Some(ni)] = inner else {
                return self.err(0, Syntax::FourRowsNeeded);
            };
            let [Some(so), Some(no)] = outer else {
                return self.err(0, Syntax::FourRowsNeeded);
            };
            let n = si.len();
            if n > MAX_COLUMNS {
                return Err(PositionError::RowTooLong { row: "S.I".into(), found: n });
            }
            for (row, v) in [("S.O", &so), ("N.I", &ni), ("N.O", &no)] {
                if v.len() != n {
                    return Err(PositionError::WrongPitCount { row: row.into(), expected: n, found: v.len() });
                }
            }
            setup.layout = Layout::four_row(u8::try_from(n).unwrap_or(u8::MAX));
            let mut pits = Vec::with_capacity(4 * n);
            for (o, i) in [(&so, &si), (&no, &ni)] {
                pits.extend_from_slice(o);
                pits.extend(i.iter().rev());
            }
            setup.pits = pits;
        } else {
            return self.err(0, Syntax::NoPits);
        }
        if let Some((start, text)) = blocked_text {
            match setup.layout.parse_pit(&text).and_then(|p| u8::try_from(p).ok()) {
                Some(p) => setup.blocked = Some(p),
                None => return self.err(start, Syntax::NotAPit { text }),
            }
        }
        if let Some((start, text)) = owners_text {
            let mut owners = Vec::new();
            for (i, c) in text.char_indices() {
                match Side::from_letter(c) {
                    Some(s) => owners.push(s),
                    None => return self.err(start + i, Syntax::OwnerLetter),
                }
            }
            setup.owners = Some(owners);
        }
        Ok(setup)
    }
}
