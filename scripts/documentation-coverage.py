#!/usr/bin/env python3
"""Fails when a public symbol declared in a library's sources has no documentation.

docc's coverage report (--experimental-documentation-coverage) lists every page with whether it
has an abstract, including what the compiler synthesizes (Equatable's !=, RawRepresentable's
init) which no source can document; the symbol graph says which symbols have a declaration in
our sources. A symbol in both, without an abstract, is undocumented.

Usage: documentation-coverage.py LIBRARY COVERAGE_JSON SYMBOL_GRAPH_DIR
"""
import glob
import json
import os
import re
import sys

library, coverage_path, graphs = sys.argv[1:4]

# docc tells overloads apart with a suffix: "-5xfzc", "-swift.enum.case", "-swift.type.property".
disambiguation = re.compile(r"-(swift\.[a-z.]+|[0-9a-z]{4,6})$")


def normalized(components):
    return "/".join(disambiguation.sub("", component) for component in components)


declared = {}
for path in glob.glob(os.path.join(graphs, "*.symbols.json")):
    with open(path) as graph:
        for symbol in json.load(graph)["symbols"]:
            location = symbol.get("location", {}).get("uri", "")
            if f"/Sources/{library}/" in location:
                line = symbol["location"]["position"]["line"] + 1
                where = location[location.index("/Sources/") + 1:]
                declared[normalized(symbol["pathComponents"])] = f"{where}:{line}"

with open(coverage_path) as report:
    pages = json.load(report)
prefix = re.compile(r"^doc://[^/]+/documentation/" + re.escape(library) + "/")
documented, undocumented = 0, []
for page in pages:
    if not page["kind"].get("isSymbol"):
        continue
    components = prefix.sub("", page["referencePath"]).split("/")
    # A member of another module's type sits under that module's name first.
    key = next((normalized(components[start:]) for start in (0, 1) if normalized(components[start:]) in declared), None)
    if key is None:
        continue
    if page["hasAbstract"]:
        documented += 1
    else:
        undocumented.append(f"{declared[key]}: {page['kind']['name']} {key.replace('/', '.')}")

for line in sorted(set(undocumented)):
    print(f"{line}: undocumented", file=sys.stderr)
print(f"{library}: {documented} public symbols documented, {len(set(undocumented))} undocumented")
sys.exit(1 if undocumented else 0)
