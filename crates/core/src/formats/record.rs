//! PGN-like game record files: `[Tag "value"]` headers, a blank line, then the movetext; one
//! file may hold many games (SPEC section 2).
//!
//! The reader is game-agnostic: it splits a file into games and the movetext into move numbers,
//! move tokens, comments and the result, remembering the line and column of each token. What a
//! move token means is the rules engine's business. It never fails as a whole: a syntax problem
//! (an unclosed comment or tag) is recorded on the game it belongs to, and reading goes on.
//!
//! Games are separated by a tag line after movetext, or by a move after a result token.
//! Comments that follow the result (PlayOK's `{zero}`) still belong to that game.

use std::fmt::Write as _;

/// A place in a file: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Span {
    /// 1-based line.
    pub line: u32,
    /// 1-based column, counted in characters.
    pub col: u32,
}

/// A comment, without its braces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comment {
    /// The text between `{` and `}` (or after `;`).
    pub text: String,
    /// Where the comment starts.
    pub span: Span,
}

/// One move token with its surroundings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveToken {
    /// The token exactly as written.
    pub text: String,
    /// Where it starts.
    pub span: Span,
    /// The move number written right before it (`12.` or `12...`).
    pub number: Option<u32>,
    /// Comments after it, before the next move.
    pub comments: Vec<Comment>,
}

/// A result token as written in the movetext.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultToken {
    /// `1-0`, `0-1`, `1/2-1/2` (also written `½-½`) or `*`.
    pub text: String,
    /// Where it stands.
    pub span: Span,
}

/// What is wrong with a file's structure (`words::rules` says it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// A line starting with `[` that is not `[Name "value"]`.
    TagLine,
    /// A `{` comment never closed.
    UnclosedComment,
    /// A tag among the moves.
    TagInMovetext,
    /// A second result in one game.
    SecondResult,
}

/// A problem in the file's structure, on the game it belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    /// What is wrong.
    pub kind: Syntax,
    /// The offending text (cut to 40 characters).
    pub token: String,
    /// Where.
    pub span: Span,
}

/// One game of a record file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// The tags in file order.
    pub tags: Vec<(String, String)>,
    /// Comments before the first move.
    pub preamble: Vec<Comment>,
    /// The moves in order.
    pub moves: Vec<MoveToken>,
    /// The result token that ends the movetext, if any.
    pub result: Option<ResultToken>,
    /// The first structural problem, if any.
    pub syntax: Option<SyntaxError>,
    /// Where the game starts (its first tag or token).
    pub start: Span,
}

impl Record {
    /// The value of tag `name` (case-sensitive, as PGN), if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    fn is_empty(&self) -> bool {
        self.tags.is_empty()
            && self.moves.is_empty()
            && self.result.is_none()
            && self.syntax.is_none()
            && self.preamble.is_empty()
    }

    fn set_syntax(&mut self, kind: Syntax, token: &str, span: Span) {
        if self.syntax.is_none() {
            self.syntax = Some(SyntaxError {
                kind,
                token: token.chars().take(40).collect(),
                span,
            });
        }
    }
}

/// The normalised form of a result token, or `None` if `t` is not one.
pub fn result_token(t: &str) -> Option<&'static str> {
    match t {
        "1-0" => Some("1-0"),
        "0-1" => Some("0-1"),
        "1/2-1/2" | "½-½" | "=" => Some("1/2-1/2"),
        "*" => Some("*"),
        _ => None,
    }
}

struct Cursor<'a> {
    text: &'a str,
    pos: usize,
    line: u32,
    col: u32,
}

impl<'a> Cursor<'a> {
    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        // A line ends with LF, CRLF or a lone CR (old Macintosh files).
        let lone_cr = c == '\r' && self.peek() != Some('\n');
        if c == '\n' || lone_cr {
            self.line += 1;
            self.col = 1;
        } else {
            self.col += 1;
        }
        Some(c)
    }

    fn span(&self) -> Span {
        Span {
            line: self.line,
            col: self.col,
        }
    }

    /// True when only blanks stand between the start of the line and here.
    fn at_line_start(&self) -> bool {
        self.text[..self.pos]
            .rsplit(['\n', '\r'])
            .next()
            .is_none_or(|s| s.trim().is_empty())
    }

    fn rest_of_line(&mut self) -> &'a str {
        let start = self.pos;
        while let Some(c) = self.peek() {
            if c == '\n' || c == '\r' {
                break;
            }
            self.bump();
        }
        &self.text[start..self.pos]
    }
}

/// Splits `text` into games. Never fails: problems are recorded on the games.
pub fn read(text: &str) -> Vec<Record> {
    let mut games = Vec::new();
    let mut cur = Record::default();
    // Once the movetext has begun (or a result was seen), a tag line starts a new game.
    let mut in_movetext = false;
    let mut pending_number: Option<u32> = None;
    let mut c = Cursor {
        text,
        pos: 0,
        line: 1,
        col: 1,
    };

    let finish = |games: &mut Vec<Record>, cur: &mut Record| {
        let done = std::mem::take(cur);
        if !done.is_empty() {
            games.push(done);
        }
    };

    while let Some(ch) = c.peek() {
        if ch.is_whitespace() || ch == '\u{feff}' {
            c.bump();
            continue;
        }
        let span = c.span();
        if ch == '[' && c.at_line_start() {
            if in_movetext {
                finish(&mut games, &mut cur);
                in_movetext = false;
                pending_number = None;
            }
            if cur.is_empty() {
                cur.start = span;
            }
            let line = c.rest_of_line();
            match parse_tag(line) {
                Some(tag) => cur.tags.push(tag),
                None => cur.set_syntax(Syntax::TagLine, line.trim(), span),
            }
            continue;
        }
        if ch == '{' {
            c.bump();
            let start = c.pos;
            let mut closed = false;
            while let Some(k) = c.bump() {
                if k == '}' {
                    closed = true;
                    break;
                }
            }
            let end = if closed { c.pos - 1 } else { c.pos };
            let comment = Comment {
                text: text[start..end].trim().to_string(),
                span,
            };
            if !closed {
                cur.set_syntax(Syntax::UnclosedComment, &text[start - 1..end], span);
            }
            attach_comment(&mut cur, comment);
            continue;
        }
        if ch == ';' {
            c.bump();
            let body = c.rest_of_line();
            attach_comment(
                &mut cur,
                Comment {
                    text: body.trim().to_string(),
                    span,
                },
            );
            continue;
        }
        // A word: up to white space or the start of a comment.
        let start = c.pos;
        while let Some(k) = c.peek() {
            if k.is_whitespace() || k == '{' || k == ';' {
                break;
            }
            c.bump();
        }
        let word = &text[start..c.pos];
        if cur.is_empty() {
            cur.start = span;
        }
        // `12.`, `12...87`, even `12.13.87`: every leading number is a move number.
        let (mut rest, mut rest_span, mut number) = (word, span, None);
        while let (Some(n), r, s) = split_move_number(rest, rest_span) {
            number = Some(n);
            (rest, rest_span) = (r, s);
        }
        if rest.starts_with('[') {
            cur.set_syntax(Syntax::TagInMovetext, rest, rest_span);
        }
        if let Some(r) = result_token(rest) {
            if cur.result.is_some() {
                cur.set_syntax(Syntax::SecondResult, rest, rest_span);
            }
            cur.result = Some(ResultToken {
                text: r.to_string(),
                span: rest_span,
            });
            in_movetext = true;
            pending_number = None;
            continue;
        }
        if cur.result.is_some() {
            // A move after the result: the next game has no tags.
            finish(&mut games, &mut cur);
            cur.start = span;
        }
        in_movetext = true;
        if number.is_some() {
            pending_number = number;
        }
        if rest.is_empty() {
            continue;
        }
        if let Some(nag) = rest.strip_prefix('$')
            && nag.bytes().all(|b| b.is_ascii_digit())
            && !nag.is_empty()
        {
            continue; // numeric annotation glyph: no meaning for validation
        }
        if let Some(note) = rest.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
            // A kazan note written apart from its move: `87 (10)`.
            if let Some(last) = cur.moves.last_mut().filter(|m| m.comments.is_empty())
                && !note.is_empty()
                && note.bytes().all(|b| b.is_ascii_digit())
            {
                last.text.push_str(rest);
                continue;
            }
        }
        cur.moves.push(MoveToken {
            text: rest.to_string(),
            span: rest_span,
            number: pending_number.take(),
            comments: Vec::new(),
        });
    }
    finish(&mut games, &mut cur);
    games
}

fn attach_comment(cur: &mut Record, comment: Comment) {
    match cur.moves.last_mut() {
        Some(m) => m.comments.push(comment),
        None => cur.preamble.push(comment),
    }
}

/// `12.` / `12...` / `12.87` → (Some(12), the rest, where the rest starts).
fn split_move_number(word: &str, span: Span) -> (Option<u32>, &str, Span) {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let dots = word[digits..].bytes().take_while(|&b| b == b'.').count();
    let ellipsis = word[digits..].starts_with('…');
    if digits == 0 || digits > 6 || (dots == 0 && !ellipsis) {
        return (None, word, span);
    }
    let skip = digits + if ellipsis { '…'.len_utf8() } else { dots };
    let number = word[..digits].parse().ok();
    let used = word[..skip].chars().count() as u32;
    (
        number,
        &word[skip..],
        Span {
            line: span.line,
            col: span.col + used,
        },
    )
}

fn parse_tag(line: &str) -> Option<(String, String)> {
    let inner = line.trim().strip_prefix('[')?.strip_suffix(']')?.trim();
    let name_end = inner.find(|c: char| c.is_whitespace())?;
    let (name, rest) = inner.split_at(name_end);
    if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    let quoted = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::with_capacity(quoted.len());
    let mut chars = quoted.chars();
    while let Some(ch) = chars.next() {
        match ch {
            '\\' => value.push(chars.next()?),
            '"' => return None,
            _ => value.push(ch),
        }
    }
    Some((name.to_string(), value))
}

/// Writes `games` in the canonical form: tags, a blank line, the movetext wrapped at 79
/// columns with move numbers before White's moves, comments in braces, the result. Reading
/// the output back gives the same records (positions aside).
///
/// `starts[i]` is `(number of the first move, Black moves first)` for game `i`, so that a game
/// set up from a position is numbered right (`12... 87`); games beyond it start at `1.`.
pub fn write(games: &[Record], starts: &[(u32, bool)]) -> String {
    let mut out = String::new();
    for (i, g) in games.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        for (name, value) in &g.tags {
            let v = value.replace('\\', "\\\\").replace('"', "\\\"");
            let _ = writeln!(out, "[{name} \"{v}\"]");
        }
        out.push('\n');
        let (first, black_first) = starts.get(i).copied().unwrap_or((1, false));
        // A comment that holds a `}` can only be written as a `;` comment, which ends its line.
        let comment = |c: &Comment| {
            if c.text.contains('}') {
                format!("; {}\n", c.text)
            } else {
                format!("{{{}}}", c.text)
            }
        };
        let mut words: Vec<String> = g.preamble.iter().map(comment).collect();
        for (ply, m) in g.moves.iter().enumerate() {
            let p = ply + usize::from(black_first);
            let number = first as usize + p / 2;
            if p % 2 == 0 {
                words.push(format!("{number}."));
            } else if ply == 0 {
                words.push(format!("{number}..."));
            }
            words.push(m.text.clone());
            words.extend(m.comments.iter().map(comment));
        }
        words.push(
            g.result
                .as_ref()
                .map_or("*".to_string(), |r| r.text.clone()),
        );
        let mut col = 0;
        for w in words {
            let len = w.chars().count();
            if col > 0 && col + 1 + len > 79 {
                out.push('\n');
                col = 0;
            } else if col > 0 {
                out.push(' ');
                col += 1;
            }
            out.push_str(&w);
            col = if w.ends_with('\n') { 0 } else { col + len };
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO_GAMES: &str = "[Event \"9245757\"]\n[White \"abeke93\"]\n[Result \"0-1\"]\n\n\
        1. 87(10) 87(10) 2. 22 99(22) {a comment} 3.\n23 0-1 {zero}\n\n\
        [Event \"x\"]\n\n1. 8-7 8:7 ; rest of line\n2... 22 1/2-1/2\n";

    #[test]
    fn splits_games_and_tokens() {
        let g = read(TWO_GAMES);
        assert_eq!(g.len(), 2);
        assert_eq!(g[0].tag("White"), Some("abeke93"));
        let texts: Vec<&str> = g[0].moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(texts, ["87(10)", "87(10)", "22", "99(22)", "23"]);
        assert_eq!(g[0].moves[4].number, Some(3));
        assert_eq!(g[0].moves[4].span, Span { line: 6, col: 1 });
        assert_eq!(g[0].moves[3].comments[0].text, "a comment");
        assert_eq!(g[0].moves[4].comments[0].text, "zero");
        assert_eq!(g[0].result.as_ref().unwrap().text, "0-1");
        assert_eq!(g[1].moves[1].comments[0].text, "rest of line");
        assert_eq!(g[1].moves[2].number, Some(2));
        assert_eq!(g[1].result.as_ref().unwrap().text, "1/2-1/2");
        assert!(g.iter().all(|g| g.syntax.is_none()));
    }

    #[test]
    fn games_without_tags_are_split_at_results() {
        let g = read("87 87 1-0 22 22 0-1\n");
        assert_eq!(g.len(), 2);
        assert_eq!(g[1].moves.len(), 2);
        assert_eq!(g[1].start, Span { line: 1, col: 11 });
    }

    #[test]
    fn structural_problems_stay_on_their_game() {
        let g = read("[Event \"a]\n\n87 {unclosed\n");
        assert_eq!(g.len(), 1);
        let s = g[0].syntax.as_ref().unwrap();
        assert_eq!(s.span, Span { line: 1, col: 1 });
        assert_eq!(s.kind, Syntax::TagLine);
        let g = read("87 {unclosed\n88");
        assert_eq!(g[0].syntax.as_ref().unwrap().kind, Syntax::UnclosedComment);
    }

    #[test]
    fn comments_with_a_closing_brace_survive_writing() {
        let games = read("87 ; a } b\n87 {c} 1-0");
        assert_eq!(games[0].moves[0].comments[0].text, "a } b");
        let again = read(&write(&games, &[]));
        assert_eq!(again[0].moves.len(), 2);
        assert_eq!(again[0].moves[1].text, "87");
        assert_eq!(again[0].moves[0].comments[0].text, "a } b");
        assert_eq!(again[0].moves[1].comments[0].text, "c");
        assert!(read("87 [Event \"x\"]")[0].syntax.is_some());
        assert!(read("87 14.[E.")[0].syntax.is_some());
    }

    #[test]
    fn write_then_read_gives_the_same_games() {
        let games = read(TWO_GAMES);
        let text = write(&games, &[(1, false), (1, false)]);
        let again = read(&text);
        assert_eq!(again.len(), games.len());
        for (a, b) in games.iter().zip(&again) {
            assert_eq!(a.tags, b.tags);
            let moves = |g: &Record| -> Vec<(String, Vec<String>)> {
                g.moves
                    .iter()
                    .map(|m| {
                        (
                            m.text.clone(),
                            m.comments.iter().map(|c| c.text.clone()).collect(),
                        )
                    })
                    .collect()
            };
            let (ta, tb) = (moves(a), moves(b));
            assert_eq!(ta, tb);
            assert_eq!(
                a.result.as_ref().map(|r| &r.text),
                b.result.as_ref().map(|r| &r.text)
            );
        }
        assert!(text.starts_with(
            "[Event \"9245757\"]\n[White \"abeke93\"]\n[Result \"0-1\"]\n\n1. 87(10) 87(10) 2. 22"
        ));
    }

    #[test]
    fn move_numbers_in_all_forms() {
        assert_eq!(split_move_number("12.", Span::default()).0, Some(12));
        assert_eq!(split_move_number("12...", Span::default()).0, Some(12));
        assert_eq!(split_move_number("12…", Span::default()).0, Some(12));
        let (n, rest, span) = split_move_number("3.87", Span { line: 1, col: 5 });
        assert_eq!((n, rest, span.col), (Some(3), "87", 7));
        assert_eq!(split_move_number("87", Span::default()).0, None);
        let g = read("12.13.87 89.");
        assert_eq!(g[0].moves.len(), 1);
        assert_eq!(
            (g[0].moves[0].number, g[0].moves[0].span.col),
            (Some(13), 7)
        );
        let g = read("1. 87 22.1-0");
        assert_eq!(
            (g[0].moves.len(), g[0].result.as_ref().map(|r| r.span.col)),
            (1, Some(10))
        );
    }
}
