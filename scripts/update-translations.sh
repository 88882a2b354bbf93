#!/usr/bin/env bash
# Refreshes the translation template from the sources and merges it into every po/*.po, for
# translators to fill in. xgettext reads the Swift sources as Objective-C (their literals and
# `// Translators:` comments are alike), so %@ placeholders are flagged and msgfmt checks them;
# the desktop file, the metainfo and the schema through gettext's own rules for them.
# Usage: scripts/update-translations.sh [OUTPUT.pot]   (default po/photomania.pot)
set -euo pipefail
cd "$(dirname "$0")/.."
template=${1:-po/photomania.pot}
common=(--from-code=UTF-8 --add-comments=Translators --package-name=photomania --msgid-bugs-address=https://github.com/photomania/photomania/issues)
grep '\.swift$' po/POTFILES | xargs xgettext "${common[@]}" --language=ObjectiveC --keyword=tr:1 --keyword=tr:1,2,3t -o "$template"
grep -v '\.swift$' po/POTFILES | xargs xgettext "${common[@]}" --join-existing -o "$template"
[ -n "${1:-}" ] && exit 0
while read -r language; do
    msgmerge --quiet --update --backup=none --no-fuzzy-matching "po/$language.po" "$template" 2>/dev/null \
        || msginit --no-translator --locale="$language" --input="$template" --output-file="po/$language.po"
    # A message the sources no longer have is dropped, not kept as #~ (the translation test fails on it).
    msgattrib --no-obsolete --output-file="po/$language.po" "po/$language.po"
done <po/LINGUAS
