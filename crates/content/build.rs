//! Two outputs in `OUT_DIR`:
//!
//! * `content_version.rs`, always: `CONTENT_VERSION`, a hash of every file under `tutorials/`, of
//!   the Fluent files `crates/text/locales/*.ftl` (exported as `locales/<lang>.json`) and of this
//!   crate's sources (the data types decide the JSON shape). The exporter writes the JSON
//!   under `content/<CONTENT_VERSION>/` and the site fetches from there, so a site never reads
//!   content exported by another build (see ARCHITECTURE.md, "Content").
//! * `lesson_files.rs`, with the `files` feature: every lesson and rules page embedded, so the
//!   tests, the exporter and the checkers see the same files; the puzzle sets, which the
//!   exporter turns into the site's puzzle lessons; and the locale files, which the exporter
//!   writes for the site (its wasm loads only the language it shows).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn collect(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

/// FNV-1a, 64 bits: stable across Rust versions and platforms (unlike `DefaultHasher`).
struct Fnv(u64);

impl Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= u64::from(*b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
        // A separator, so ("ab", "c") and ("a", "bc") differ.
        self.0 ^= 0xff;
        self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
    }
}

fn rel(file: &Path, root: &Path) -> String {
    file.strip_prefix(root).unwrap_or(file).to_string_lossy().replace('\\', "/")
}

/// `COURSE_ROUTES` from `tutorials/courses.toml`: each course's variant, the courses it builds
/// on and why, in Ukrainian and Russian (the checker holds them to the games).
fn course_routes(file: &Path) -> String {
    let mut out = String::from(
        "/// What each course builds on (`tutorials/courses.toml`): the variant, the courses it builds\n\
         /// on, and why they help in Ukrainian and in Russian.\n\
         pub static COURSE_ROUTES: &[CourseRoute] = &[\n",
    );
    let text = std::fs::read_to_string(file).unwrap_or_default();
    let table: toml::Table = match text.parse() {
        Ok(t) => t,
        Err(e) => {
            println!("cargo:warning=cannot read {}: {e}", file.display());
            toml::Table::new()
        }
    };
    let courses = table.get("course").and_then(toml::Value::as_array).cloned().unwrap_or_default();
    for c in &courses {
        let s = |k: &str| c.get(k).and_then(toml::Value::as_str).unwrap_or_default().to_string();
        let why = |lang: &str| {
            c.get("why").and_then(|w| w.get(lang)).and_then(toml::Value::as_str).unwrap_or_default().to_string()
        };
        let on: Vec<String> = c
            .get("builds_on")
            .and_then(toml::Value::as_array)
            .map(|a| a.iter().filter_map(toml::Value::as_str).map(|x| format!("{x:?}")).collect())
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "    CourseRoute {{ variant: {:?}, builds_on: &[{}], why_uk: {:?}, why_ru: {:?} }},",
            s("variant"),
            on.join(", "),
            why("uk"),
            why("ru")
        );
    }
    out.push_str("];\n");
    // The first course each builds on, without the words (the home page's paths read only these),
    // and the main games whose paths the home page shows.
    out.push_str("/// The first course each course builds on (`COURSE_ROUTES` without the reasons).\npub static COURSE_PARENTS: &[(&str, &str)] = &[\n");
    for c in &courses {
        let parent =
            c.get("builds_on").and_then(toml::Value::as_array).and_then(|a| a.first()).and_then(toml::Value::as_str);
        if let (Some(v), Some(p)) = (c.get("variant").and_then(toml::Value::as_str), parent) {
            let _ = writeln!(out, "    ({v:?}, {p:?}),");
        }
    }
    out.push_str("];\n/// The main games (`main` in `tutorials/courses.toml`): the home page offers a path to each.\npub static MAIN_GAMES: &[&str] = &[");
    let main: Vec<String> = table
        .get("main")
        .and_then(toml::Value::as_array)
        .map(|a| a.iter().filter_map(toml::Value::as_str).map(|x| format!("{x:?}")).collect())
        .unwrap_or_default();
    out.push_str(&main.join(", "));
    out.push_str("];\n");
    out
}

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default());
    let root = manifest.join("../../tutorials");
    let src = manifest.join("src");
    let locales = manifest.join("../text/locales");
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_default());
    println!("cargo:rerun-if-changed={}", root.display());
    println!("cargo:rerun-if-changed={}", src.display());
    println!("cargo:rerun-if-changed={}", locales.display());

    let mut files = Vec::new();
    collect(&root, "toml", &mut files);
    files.sort();
    // The puzzle sets (`tutorials/puzzles/<variant>.json`, written by `mancala puzzles mine`).
    let mut puzzles = Vec::new();
    collect(&root.join("puzzles"), "json", &mut puzzles);
    puzzles.sort();
    let mut sources = Vec::new();
    collect(&src, "rs", &mut sources);
    sources.sort();
    let mut ftl = Vec::new();
    collect(&locales, "ftl", &mut ftl);
    ftl.sort();

    let mut hash = Fnv(0xcbf2_9ce4_8422_2325);
    for (base, list) in [(&root, &files), (&root, &puzzles), (&src, &sources), (&locales, &ftl)] {
        for file in list {
            println!("cargo:rerun-if-changed={}", file.display());
            hash.write(rel(file, base).as_bytes());
            match std::fs::read(file) {
                Ok(bytes) => hash.write(&bytes),
                Err(e) => println!("cargo:warning=cannot read {}: {e}", file.display()),
            }
        }
    }
    let version = format!(
        "/// The content's version: a hash of `tutorials/`, of the locale files and of the data types'\n\
         /// sources. The JSON\n\
         /// export lives under `content/<CONTENT_VERSION>/`.\n\
         pub const CONTENT_VERSION: &str = \"{:016x}\";\n",
        hash.0
    );
    let path = out_dir.join("content_version.rs");
    if let Err(e) = std::fs::write(&path, version) {
        println!("cargo:warning=cannot write {}: {e}", path.display());
    }

    // The lesson ids (`<variant>/<file stem>`), always: the home page counts lessons done without
    // fetching every course.
    let mut ids = String::from(
        "/// The id of every lesson (`<variant>/<file stem>`, in file order), known without the files.\n\
         pub static LESSON_IDS: &[&str] = &[\n",
    );
    for file in &files {
        let rel = rel(file, &root);
        if rel.contains('/') && !rel.starts_with("rules/") {
            let _ = writeln!(ids, "    {:?},", rel.trim_end_matches(".toml"));
        }
    }
    ids.push_str("];\n");
    // The appendix lessons (`appendix = true` among a lesson's first lines, before its first
    // table): out of a course's main path, so its progress does not count them.
    ids.push_str(
        "/// The ids of the appendix lessons (`appendix = true`): out of their course's main path.\n\
         pub static APPENDIX_IDS: &[&str] = &[\n",
    );
    for file in &files {
        let rel = rel(file, &root);
        if !rel.contains('/') || rel.starts_with("rules/") {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap_or_default();
        let head = text.lines().take_while(|l| !l.trim_start().starts_with('['));
        if head.map(|l| l.split('#').next().unwrap_or("").replace(' ', "")).any(|l| l == "appendix=true") {
            let _ = writeln!(ids, "    {:?},", rel.trim_end_matches(".toml"));
        }
    }
    ids.push_str("];\n");
    // What each course builds on (`tutorials/courses.toml`).
    ids.push_str(&course_routes(&root.join("courses.toml")));
    let path = out_dir.join("lesson_ids.rs");
    if let Err(e) = std::fs::write(&path, ids) {
        println!("cargo:warning=cannot write {}: {e}", path.display());
    }

    // Directories are watched too, so a new lesson file triggers a rebuild.
    let mut dirs = vec![root.clone(), src.clone()];
    while let Some(d) = dirs.pop() {
        println!("cargo:rerun-if-changed={}", d.display());
        if let Ok(entries) = std::fs::read_dir(&d) {
            dirs.extend(entries.flatten().map(|e| e.path()).filter(|p| p.is_dir()));
        }
    }

    if std::env::var_os("CARGO_FEATURE_FILES").is_none() {
        return;
    }
    let mut code = String::from(
        "/// Every lesson file: (path under tutorials/, contents).\npub static LESSON_FILES: &[(&str, &str)] = &[\n",
    );
    for file in &files {
        let abs = file.canonicalize().unwrap_or_else(|_| file.clone());
        let _ = writeln!(code, "    ({:?}, include_str!({:?})),", rel(file, &root), abs.display().to_string());
    }
    code.push_str("];\n");
    code.push_str("/// The rules pages only (`rules/*.toml`): (path under tutorials/, contents).\n");
    code.push_str("pub static RULES_FILES: &[(&str, &str)] = &[\n");
    for file in &files {
        let rel = rel(file, &root);
        if rel.starts_with("rules/") {
            let abs = file.canonicalize().unwrap_or_else(|_| file.clone());
            let _ = writeln!(code, "    ({rel:?}, include_str!({:?})),", abs.display().to_string());
        }
    }
    code.push_str("];\n");
    code.push_str("/// The puzzle sets (`tutorials/puzzles/*.json`): (variant id, contents).\n");
    code.push_str("pub static PUZZLE_FILES: &[(&str, &str)] = &[\n");
    for file in &puzzles {
        let id = file.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let abs = file.canonicalize().unwrap_or_else(|_| file.clone());
        let _ = writeln!(code, "    ({id:?}, include_str!({:?})),", abs.display().to_string());
    }
    code.push_str("];\n");
    code.push_str("/// The Fluent files of `mancala-text`: (language code, contents).\n");
    code.push_str("pub static LOCALE_FILES: &[(&str, &str)] = &[\n");
    for file in &ftl {
        let code_name = file.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let abs = file.canonicalize().unwrap_or_else(|_| file.clone());
        let _ = writeln!(code, "    ({code_name:?}, include_str!({:?})),", abs.display().to_string());
    }
    code.push_str("];\n");
    let out = out_dir.join("lesson_files.rs");
    if let Err(e) = std::fs::write(&out, code) {
        println!("cargo:warning=cannot write {}: {e}", out.display());
    }
}
