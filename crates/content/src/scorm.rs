//! SCORM 1.2 packages of the tutor for schools' platforms (Moodle and others that take SCORM
//! packages; issue 36): a zip with `imsmanifest.xml` and the whole site in one file (`index.html`, the build's
//! `mancala.html`), each SCO (a unit the platform tracks and grades) an assignment's page
//! (`#/task?…`) that reports its completion and score to the platform's API.
//!
//! Written by the build (`mancala-content scorm`: one SCO per game's course) and by the
//! teacher's page in the browser (one SCO: the assignment being made), so both go through
//! [`manifest`] and [`zip`]. Pure functions over bytes: no I/O.
//!
//! The manifest has what SCORM 1.2's content packaging asks of a package of SCOs: the IMS
//! content packaging and ADL namespaces, `metadata` with `schema` «ADL SCORM» and
//! `schemaversion` «1.2», one default `organization` with a `title` and an `item` per SCO
//! (each with an `identifier`, an `identifierref` to its resource, a `title` and the launch's
//! `parameters`), and a `resource` of `type` «webcontent», `adlcp:scormtype` «sco», an `href`
//! and its `file`s. The XSD files that some packages copy along are not included: platforms
//! read the manifest without them.

use std::fmt::Write as _;

/// The zip format's CRC-32 (ISO-HDLC), a byte at a time from a table of 256 entries.
const CRC_32: crc::Crc<u32, crc::Table<1>> = crc::Crc::<u32, crc::Table<1>>::new(&crc::CRC_32_ISO_HDLC);

/// The file of the site in a package (the manifest's resource `href`).
pub const LAUNCH_FILE: &str = "index.html";

/// One unit a platform tracks: its title in the platform's table of contents and what the
/// launch adds to [`LAUNCH_FILE`] (`#/task?…`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sco {
    pub title: String,
    pub parameters: String,
}

/// `text` for an XML attribute or element.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Control characters are not allowed in XML 1.0.
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// The `imsmanifest.xml` of a package named `title` whose SCOs are `scos`, all launching
/// [`LAUNCH_FILE`]; `id` names the package (letters, digits, `-`, `_`, `.`; anything else
/// becomes `_`).
#[must_use]
pub fn manifest(id: &str, title: &str, scos: &[Sco]) -> String {
    let id: String = id.chars().map(|c| if c.is_ascii_alphanumeric() || "-_.".contains(c) { c } else { '_' }).collect();
    let mut x = String::new();
    x.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = writeln!(
        x,
        "<manifest identifier=\"{id}\" version=\"1.0\" \
         xmlns=\"http://www.imsproject.org/xsd/imscp_rootv1p1p2\" \
         xmlns:adlcp=\"http://www.adlnet.org/xsd/adlcp_rootv1p2\" \
         xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \
         xsi:schemaLocation=\"http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd \
         http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd \
         http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd\">"
    );
    x.push_str("  <metadata>\n    <schema>ADL SCORM</schema>\n    <schemaversion>1.2</schemaversion>\n  </metadata>\n");
    x.push_str("  <organizations default=\"org\">\n    <organization identifier=\"org\">\n");
    let _ = writeln!(x, "      <title>{}</title>", escape(title));
    for (i, sco) in scos.iter().enumerate() {
        let n = i + 1;
        let _ = writeln!(
            x,
            "      <item identifier=\"item{n}\" identifierref=\"sco{n}\" isvisible=\"true\" parameters=\"{}\">\n        <title>{}</title>\n      </item>",
            escape(&sco.parameters),
            escape(&sco.title)
        );
    }
    x.push_str("    </organization>\n  </organizations>\n  <resources>\n");
    // One resource per item: a platform keeps a SCO's data by its resource, and some read the
    // launch's parameters only from the item that references it.
    for n in 1..=scos.len() {
        let _ = writeln!(
            x,
            "    <resource identifier=\"sco{n}\" type=\"webcontent\" adlcp:scormtype=\"sco\" href=\"{LAUNCH_FILE}\">\n      <file href=\"{LAUNCH_FILE}\"/>\n    </resource>"
        );
    }
    x.push_str("  </resources>\n</manifest>\n");
    x
}

/// A zip archive of `files` (name, bytes), stored without compression (the site's file is
/// mostly base64 already; a platform unpacks it either way), with CRC-32s, in the order given.
///
/// # Panics
/// If a file or the archive is 4 GiB or more, or has 65 535 files or more (no ZIP64).
#[must_use]
pub fn zip(files: &[(&str, &[u8])]) -> Vec<u8> {
    // 1980-01-01 00:00, the earliest DOS date: the build's output does not change with the clock.
    const DOS_TIME: u16 = 0;
    const DOS_DATE: u16 = 0x21;
    let u32_of = |n: usize| u32::try_from(n).expect("a zip without ZIP64 holds less than 4 GiB");
    let u16_of = |n: usize| u16::try_from(n).expect("fewer than 65 535 names and files");
    let mut out = Vec::new();
    let mut central = Vec::new();
    for (name, bytes) in files {
        let crc = CRC_32.checksum(bytes);
        let offset = u32_of(out.len());
        // The fields both headers share: version needed 2.0, flags (bit 11: the name is UTF-8),
        // method 0 (stored), time, date, CRC-32, sizes, the name's length.
        let mut common = Vec::new();
        common.extend_from_slice(&20u16.to_le_bytes());
        common.extend_from_slice(&(1u16 << 11).to_le_bytes());
        common.extend_from_slice(&0u16.to_le_bytes());
        common.extend_from_slice(&DOS_TIME.to_le_bytes());
        common.extend_from_slice(&DOS_DATE.to_le_bytes());
        common.extend_from_slice(&crc.to_le_bytes());
        common.extend_from_slice(&u32_of(bytes.len()).to_le_bytes());
        common.extend_from_slice(&u32_of(bytes.len()).to_le_bytes());
        common.extend_from_slice(&u16_of(name.len()).to_le_bytes());

        out.extend_from_slice(&0x0403_4b50u32.to_le_bytes());
        out.extend_from_slice(&common);
        out.extend_from_slice(&0u16.to_le_bytes()); // extra field's length
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(bytes);

        central.extend_from_slice(&0x0201_4b50u32.to_le_bytes());
        central.extend_from_slice(&20u16.to_le_bytes()); // made by: 2.0, MS-DOS
        central.extend_from_slice(&common);
        // Extra field, comment, disk number, internal and external attributes.
        central.extend_from_slice(&[0; 2 + 2 + 2 + 2 + 4]);
        central.extend_from_slice(&offset.to_le_bytes());
        central.extend_from_slice(name.as_bytes());
    }
    let central_at = u32_of(out.len());
    let central_len = u32_of(central.len());
    out.extend_from_slice(&central);
    out.extend_from_slice(&0x0605_4b50u32.to_le_bytes());
    out.extend_from_slice(&[0; 4]); // this disk, the central directory's disk
    out.extend_from_slice(&u16_of(files.len()).to_le_bytes());
    out.extend_from_slice(&u16_of(files.len()).to_le_bytes());
    out.extend_from_slice(&central_len.to_le_bytes());
    out.extend_from_slice(&central_at.to_le_bytes());
    out.extend_from_slice(&0u16.to_le_bytes()); // comment's length
    out
}

/// A package: [`manifest`] and the site's single file `site_html` as [`LAUNCH_FILE`].
#[must_use]
pub fn package(id: &str, title: &str, scos: &[Sco], site_html: &[u8]) -> Vec<u8> {
    let manifest = manifest(id, title, scos);
    zip(&[("imsmanifest.xml", manifest.as_bytes()), (LAUNCH_FILE, site_html)])
}

/// The build's package: a SCO per game's course, each the assignment of the course's lessons on
/// its main path (without the appendix), in the games' order, titled in both languages.
#[cfg(feature = "files")]
#[must_use]
pub fn course_scos() -> Vec<Sco> {
    let mut scos = Vec::new();
    for v in mancala_engine::variants() {
        let core: Vec<&str> = crate::core_lesson_ids(v.id).collect();
        let places: Vec<String> = crate::lesson_ids(v.id)
            .enumerate()
            .filter(|(_, id)| core.contains(id))
            .map(|(i, _)| format!("{}.{}", v.id, i + 1))
            .collect();
        if places.is_empty() {
            continue;
        }
        let name =
            if v.name_uk == v.name_ru { v.name_uk.to_string() } else { format!("{} / {}", v.name_uk, v.name_ru) };
        scos.push(Sco { title: format!("{name}: уроки"), parameters: format!("#/task?l={}", places.join(",")) });
    }
    scos
}

/// The title of the build's package, in both languages.
pub const COURSES_TITLE: &str = "Манкала: уроки ігор / Манкала: уроки игр";

#[cfg(test)]
mod tests {
    use super::*;

    fn u16_at(b: &[u8], at: usize) -> usize {
        usize::from(u16::from_le_bytes([b[at], b[at + 1]]))
    }
    fn u32_at(b: &[u8], at: usize) -> usize {
        usize::try_from(u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])).unwrap()
    }

    /// Reads a stored zip back through its central directory (as unzip does): each name with
    /// its bytes, checked against its CRC-32 and both headers' sizes.
    fn unzip(z: &[u8]) -> Vec<(String, Vec<u8>)> {
        let end = z.len() - 22;
        assert_eq!(u32_at(z, end), 0x0605_4b50, "the end record is last");
        let count = u16_at(z, end + 10);
        let mut at = u32_at(z, end + 16);
        assert_eq!(at + u32_at(z, end + 12), end, "the central directory ends where the end record starts");
        let mut files = Vec::new();
        for _ in 0..count {
            assert_eq!(u32_at(z, at), 0x0201_4b50);
            assert_eq!(u16_at(z, at + 10), 0, "stored");
            let (crc, size, name_len) = (u32_at(z, at + 16), u32_at(z, at + 20), u16_at(z, at + 28));
            let extra = u16_at(z, at + 30) + u16_at(z, at + 32);
            let local = u32_at(z, at + 42);
            let name = String::from_utf8(z[at + 46..at + 46 + name_len].to_vec()).unwrap();
            assert_eq!(u32_at(z, local), 0x0403_4b50);
            assert_eq!(u32_at(z, local + 14), crc);
            assert_eq!(u32_at(z, local + 18), size);
            let data_at = local + 30 + u16_at(z, local + 26) + u16_at(z, local + 28);
            let data = z[data_at..data_at + size].to_vec();
            assert_eq!(CRC_32.checksum(&data) as usize, crc);
            files.push((name, data));
            at += 46 + name_len + extra;
        }
        files
    }

    #[test]
    fn a_zip_reads_back_file_by_file() {
        let z = zip(&[("imsmanifest.xml", b"<manifest/>"), ("index.html", "Калах".as_bytes()), ("empty", b"")]);
        let files = unzip(&z);
        assert_eq!(
            files,
            vec![
                ("imsmanifest.xml".to_string(), b"<manifest/>".to_vec()),
                ("index.html".to_string(), "Калах".as_bytes().to_vec()),
                ("empty".to_string(), Vec::new()),
            ]
        );
        // The CRC-32 of the check string of the standard (ISO-HDLC).
        assert_eq!(CRC_32.checksum(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn a_manifest_has_what_scorm_1_2_requires() {
        let scos = [
            Sco { title: "Калах: уроки".into(), parameters: "#/task?l=kalah.1,kalah.2".into() },
            Sco { title: "Q&A <1>".into(), parameters: "#/task?n=a%20b&g=oware.2.1".into() },
        ];
        let x = manifest("mancala tutor", "Манкала", &scos);
        for needed in [
            "<manifest identifier=\"mancala_tutor\"",
            "xmlns=\"http://www.imsproject.org/xsd/imscp_rootv1p1p2\"",
            "xmlns:adlcp=\"http://www.adlnet.org/xsd/adlcp_rootv1p2\"",
            "<schema>ADL SCORM</schema>",
            "<schemaversion>1.2</schemaversion>",
            "<organizations default=\"org\">",
            "<organization identifier=\"org\">",
            "<title>Манкала</title>",
            "<item identifier=\"item1\" identifierref=\"sco1\" isvisible=\"true\" parameters=\"#/task?l=kalah.1,kalah.2\">",
            "<title>Q&amp;A &lt;1&gt;</title>",
            "parameters=\"#/task?n=a%20b&amp;g=oware.2.1\"",
            "<resource identifier=\"sco2\" type=\"webcontent\" adlcp:scormtype=\"sco\" href=\"index.html\">",
            "<file href=\"index.html\"/>",
        ] {
            assert!(x.contains(needed), "{needed} is missing from\n{x}");
        }
        assert_eq!(x.matches("<item ").count(), 2);
        assert_eq!(x.matches("<resource ").count(), 2);
        assert!(x.ends_with("</manifest>\n"));
    }

    #[test]
    fn a_package_holds_its_manifest_and_the_site() {
        let scos = [Sco { title: "t".into(), parameters: "#/task?l=kalah.1".into() }];
        let files = unzip(&package("p", "t", &scos, b"<html></html>"));
        assert_eq!(files[0], ("imsmanifest.xml".to_string(), manifest("p", "t", &scos).into_bytes()));
        assert_eq!(files[1], ("index.html".to_string(), b"<html></html>".to_vec()));
        assert_eq!(files.len(), 2);
    }

    #[cfg(feature = "files")]
    #[test]
    fn the_builds_package_has_a_course_per_game_with_its_main_lessons() {
        let scos = course_scos();
        let with_course =
            mancala_engine::variants().iter().filter(|v| crate::core_lesson_ids(v.id).next().is_some()).count();
        assert_eq!(scos.len(), with_course);
        assert!(scos.len() >= 19, "{} courses", scos.len());
        let kalah = scos.iter().find(|s| s.parameters.contains("l=kalah.")).unwrap();
        assert_eq!(kalah.title, "Калах: уроки");
        let places = kalah.parameters.trim_start_matches("#/task?l=").split(',').count();
        assert_eq!(places, crate::core_lesson_ids("kalah").count());
        assert!(places <= 40, "an assignment holds at most 40 items");
    }
}
