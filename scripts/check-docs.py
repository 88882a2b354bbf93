#!/usr/bin/env python3
"""Checks that the project's Markdown and its release notes agree with the tree.

1. Every relative link and image in README.md, CHANGELOG.md and docs/ (recursively) points at a
   file or folder that exists.
2. The released versions in CHANGELOG.md ("## X.Y.Z — YYYY-MM-DD"), the AppStream metainfo's
   <release> elements and debian/changelog's entries are the same versions with the same dates,
   newest first, and the metainfo's description of each release is the paragraph under that
   version's "### The app" in CHANGELOG.md.

Prints each disagreement and exits 1 if there is any. Usage: scripts/check-docs.py [ROOT]
"""

import email.utils
import re
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

METAINFO = "data/io.github.photomania.Photomania.metainfo.xml"
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
VERSION = re.compile(r"^## (\d+\.\d+\.\d+) — (\d{4}-\d{2}-\d{2})$", re.MULTILINE)


def words(text):
    """Text with its whitespace folded, as Markdown and XML both read it."""
    return " ".join(text.split())


def broken_links(root):
    """Each relative link in the Markdown files whose target is missing, as a message."""
    files = [root / "README.md", root / "CHANGELOG.md", *sorted((root / "docs").rglob("*.md"))]
    for path in files:
        text = FENCE.sub("", path.read_text(encoding="utf-8"))
        for target in LINK.findall(text):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
                continue  # a web address, a mail address or a place in the same file
            if not (path.parent / target.split("#")[0]).exists():
                yield f"{path.relative_to(root)}: the link to {target} points at nothing"


def changelog_releases(root):
    """(version, date, the app's paragraph) of each released version in CHANGELOG.md."""
    text = (root / "CHANGELOG.md").read_text(encoding="utf-8")
    headings = list(VERSION.finditer(text))
    for index, heading in enumerate(headings):
        end = headings[index + 1].start() if index + 1 < len(headings) else len(text)
        section = text[heading.end() : end]
        app = re.search(r"^### The app\n\n(.*?)(?:\n\n|\n###|\Z)", section, re.MULTILINE | re.DOTALL)
        yield heading.group(1), heading.group(2), words(app.group(1)) if app else None


def metainfo_releases(root):
    """(version, date, description) of each <release> in the metainfo."""
    for release in ElementTree.parse(root / METAINFO).getroot().iter("release"):
        description = release.find("description")
        text = words(" ".join(description.itertext())) if description is not None else None
        yield release.get("version"), release.get("date"), text


def debian_releases(root):
    """(version, date) of each entry in debian/changelog."""
    text = (root / "debian/changelog").read_text(encoding="utf-8")
    versions = re.findall(r"^photomania \(([^)]+)\)", text, re.MULTILINE)
    dates = [email.utils.parsedate_to_datetime(date).date().isoformat() for date in re.findall(r"^ -- .*?>  (.+)$", text, re.MULTILINE)]
    return list(zip(versions, dates))


def release_disagreements(root):
    """Each way the changelog, the metainfo and debian/changelog disagree, as a message."""
    changelog = list(changelog_releases(root))
    metainfo = list(metainfo_releases(root))
    if [(version, date) for version, date, _ in changelog] != [(version, date) for version, date, _ in metainfo]:
        yield f"CHANGELOG.md's releases {[r[:2] for r in changelog]} are not the metainfo's {[r[:2] for r in metainfo]}"
    if [(version, date) for version, date, _ in changelog] != debian_releases(root):
        yield f"CHANGELOG.md's releases {[r[:2] for r in changelog]} are not debian/changelog's {debian_releases(root)}"
    for (version, _, app), (_, _, description) in zip(changelog, metainfo):
        if app is None:
            yield f"CHANGELOG.md: {version} has no \"### The app\" paragraph"
        elif app != description:
            yield f"{version}: the metainfo describes it as “{description}”, CHANGELOG.md as “{app}”"


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent)
    problems = [*broken_links(root), *release_disagreements(root)]
    for problem in problems:
        print(f"check-docs: {problem}")
    if problems:
        return 1
    print("check-docs: every link leads somewhere; CHANGELOG.md, the metainfo and debian/changelog agree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
