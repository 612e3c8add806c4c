//! Embeds every lesson file under `tutorials/` so the site and the tests see the same lessons.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "toml") {
            out.push(path);
        }
    }
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default()).join("../../tutorials");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    collect(&root, &mut files);
    files.sort();
    let mut code = String::from(
        "/// Every lesson file: (path under tutorials/, contents).\npub static LESSON_FILES: &[(&str, &str)] = &[\n",
    );
    for file in &files {
        println!("cargo:rerun-if-changed={}", file.display());
        let rel = file.strip_prefix(&root).unwrap_or(file).to_string_lossy().replace('\\', "/");
        let abs = file.canonicalize().unwrap_or_else(|_| file.clone());
        let _ = writeln!(code, "    ({rel:?}, include_str!({:?})),", abs.display().to_string());
    }
    code.push_str("];\n");
    // The rules pages alone too: a user of the rules pages only (the site) then links them
    // without every lesson.
    code.push_str("/// The rules pages only (`rules/*.toml`): (path under tutorials/, contents).\n");
    code.push_str("pub static RULES_FILES: &[(&str, &str)] = &[\n");
    for file in &files {
        let rel = file.strip_prefix(&root).unwrap_or(file).to_string_lossy().replace('\\', "/");
        if rel.starts_with("rules/") {
            let abs = file.canonicalize().unwrap_or_else(|_| file.clone());
            let _ = writeln!(code, "    ({rel:?}, include_str!({:?})),", abs.display().to_string());
        }
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_default()).join("lesson_files.rs");
    if let Err(e) = std::fs::write(&out, code) {
        println!("cargo:warning=cannot write {}: {e}", out.display());
    }
    // Directories are watched too, so a new lesson file triggers a rebuild.
    let mut dirs = vec![root.clone()];
    while let Some(d) = dirs.pop() {
        println!("cargo:rerun-if-changed={}", d.display());
        if let Ok(entries) = std::fs::read_dir(&d) {
            dirs.extend(entries.flatten().map(|e| e.path()).filter(|p| p.is_dir()));
        }
    }
}
