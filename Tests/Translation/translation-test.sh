#!/usr/bin/env bash
# Checks the translations against the sources: po/POTFILES lists every file with translatable
# text, and each language of po/LINGUAS translates every message of a template extracted now,
# nothing fuzzy, with placeholders and plural forms that msgfmt accepts. Exits 1 on a failure.
set -uo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. Tests/checks.sh

grep -rl --include='*.swift' 'tr("' Sources | grep -v '^Sources/Localization/' | sort >"$work/marked"
grep '\.swift$' po/POTFILES | sort >"$work/listed"
check "po/POTFILES lists every Swift file with translatable text, and only those" "diff '$work/listed' '$work/marked'"
check "every file po/POTFILES lists exists" "xargs ls <po/POTFILES"
check "the template is extracted from the sources" "scripts/update-translations.sh '$work/photomania.pot' && [ \$(grep -c '^msgid ' '$work/photomania.pot') -gt 200 ]"
while read -r language; do
    check "$language: every message of the template is translated (msgcmp)" "msgcmp po/$language.po '$work/photomania.pot'"
    check "$language: nothing untranslated or fuzzy, placeholders and plurals valid (msgfmt --check)" \
          "msgfmt --check --statistics -o '$work/$language.mo' po/$language.po && ! grep -q 'untranslated\|fuzzy' '$work/output'"
    check "$language: no message left over from old sources" "! grep -q '^#~' po/$language.po"
done <po/LINGUAS

summary translation
