#!/usr/bin/python3
"""Waits until the running app NAME (its program name on the accessibility bus) shows an
accessible of ROLE named TEXT, by default the sample feed's first photographer in a list;
exits 1 after 30 seconds without it.

Usage: shows.py NAME [ROLE TEXT]   e.g. shows.py photomania list "Recent Photos"
"""
import sys
import time

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402


def shows(node, role, name, depth=0):
    try:
        if node.get_role_name() == role and node.get_name() == name:
            return True
        return depth < 40 and any(shows(node.get_child_at_index(index), role, name, depth + 1) for index in range(node.get_child_count()))
    except gi.repository.GLib.Error:
        return False


def is_app(node, app_name):
    """Whether node is the running app app_name; an app that quits while it is asked (one an
    earlier check stopped, still on the bus a moment) is not."""
    try:
        return node is not None and node.get_name() == app_name
    except gi.repository.GLib.Error:
        return False


def main():
    app_name = sys.argv[1]
    role, name = sys.argv[2:4] if len(sys.argv) > 3 else ("list item", "Amélie Laurent")
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        desktop = Atspi.get_desktop(0)
        apps = [desktop.get_child_at_index(index) for index in range(desktop.get_child_count())]
        if any(is_app(app, app_name) and shows(app, role, name) for app in apps):
            return 0
        time.sleep(0.2)
    return 1


if __name__ == "__main__":
    sys.exit(main())
