#!/usr/bin/python3
"""The acceptance path of issue #2, as a person would walk it: the real binary on a virtual
display, resized, clicked with the mouse and typed at, read through the accessibility tree
(AT-SPI). On X11 (Xvfb) the window manager's part and the input are xdotool's; on Wayland (a
headless weston) the test seat's (Tests/Wayland/test-seat.c), the compositor's own means, as
Wayland gives clients no way to move another's pointer. Run inside a display and a D-Bus
session (scripts/test.sh does, on both).

Then the same binary in Russian (the strings from po/ru.po, compiled into data/locale, plural
forms included) and in Hebrew (right to left: the master column on the right).

Usage: acceptance.py PHOTOMANIA_BINARY FEED_PATH
"""
import collections
import gettext
import json
import os
import socket
import subprocess
import sys
import tempfile
import time

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

PASSED, FAILED = [], []


def check(description, condition):
    (PASSED if condition else FAILED).append(description)
    print(("ok     " if condition else "FAILED ") + description, flush=True)


class X11Seat:
    """The pointer, keyboard and window manager of an X display, through xdotool."""

    def __init__(self, title):
        self.window = self.xdotool("search", "--sync", "--onlyvisible", "--name", f"^{title}$").splitlines()[0]

    @staticmethod
    def xdotool(*args):
        return subprocess.run(["xdotool", *map(str, args)], check=True, capture_output=True, text=True).stdout.strip()

    def width(self):
        """The window's width, its client-side shadow included."""
        return int(self.xdotool("getwindowgeometry", "--shell", self.window).split("WIDTH=")[1].split()[0])

    def click(self, x, y):
        """A left click at (x, y) of the window."""
        self.xdotool("mousemove", "--window", self.window, x, y, "click", "1")

    def resize(self, width, height):
        self.xdotool("windowsize", self.window, width, height)

    def keys(self, *names):
        """Keys pressed in turn in the window with the keyboard focus, as a user types, by X
        keysym name; "alt+Left" holds Alt. (GTK takes no keys sent to a window without it.)"""
        self.xdotool("key", *names)

    def focus(self):
        """Gives the window the keyboard focus, as the window manager does when it opens."""
        self.xdotool("windowfocus", "--sync", self.window)

    @staticmethod
    def has_window(title):
        """Whether a window titled `title` is open (the app's, or another's such as a portal's
        dialog in a sandbox)."""
        return subprocess.run(["xdotool", "search", "--onlyvisible", "--name", f"^{title}$"], capture_output=True).returncode == 0

    def type_into(self, window_title, keys, text):
        """Presses `keys`, then types `text`, in the window titled `window_title` (a dialog),
        given the keyboard focus first."""
        self.xdotool("search", "--sync", "--name", f"^{window_title}$", "windowfocus", "--sync")
        self.xdotool("key", keys)
        self.xdotool("type", "--delay", "30", text)


class WaylandSeat:
    """The pointer, keyboard and window sizing of a headless weston, through its test seat."""

    CODES = {"Escape": 1, "-": 12, "Tab": 15, "Return": 28, "ctrl": 29, "shift": 42, ".": 52, "/": 53, "alt": 56, "F6": 64, "Up": 103,
             "Left": 105, "Right": 106, "Down": 108,
             **{digit: 2 + index for index, digit in enumerate("1234567890")},
             **{letter: first + index for row, first in (("qwertyuiop", 16), ("asdfghjkl", 30), ("zxcvbnm", 44))
                for index, letter in enumerate(row)}}

    def __init__(self, title):
        self.title = title
        deadline = time.monotonic() + 30
        while not self.ask(f"query {title}", check=False).startswith("ok"):
            if time.monotonic() > deadline:
                raise TimeoutError(f"a window titled {title}")
            time.sleep(0.1)

    @staticmethod
    def ask(request, check=True):
        with socket.socket(socket.AF_UNIX) as connection:
            connection.connect(os.environ["PHOTOMANIA_TEST_SEAT"])
            connection.sendall((request + "\n").encode())
            reply = connection.makefile().readline().strip()
        if check and not reply.startswith("ok"):
            raise RuntimeError(f"test seat: {request}: {reply}")
        return reply

    def width(self):
        return int(self.ask(f"query {self.title}").split()[3])

    def click(self, x, y):
        self.ask(f"click {x} {y} 1 {self.title}")

    def resize(self, width, height):
        self.ask(f"resize {width} {height} {self.title}")

    def has_window(self, title):
        return self.ask(f"query {title}", check=False).startswith("ok")

    def focus(self):
        """Nothing to do: weston gives a window the keyboard focus as it opens."""

    def type_into(self, window_title, keys, text):
        """Presses `keys`, then types `text` (lowercase letters, digits, - _ / and .),
        in the window with the focus: weston gives it to a window as it opens (a dialog)."""
        shifted = {"_": "-"}
        self.keys(keys)
        for char in text:
            name = shifted.get(char, char)
            self.keys(("shift+" if char in shifted else "") + name)

    def keys(self, *names):
        for name in names:
            codes = [self.CODES[part] for part in name.split("+")]
            for code in codes:
                self.ask(f"key {code} 1")
            for code in reversed(codes):
                self.ask(f"key {code} 0")
            time.sleep(0.05)


Seat = WaylandSeat if os.environ.get("WAYLAND_DISPLAY") and not os.environ.get("DISPLAY") else X11Seat


class App:
    """The running app, its X window and its accessibility tree."""

    def __init__(self, binary, feed, language=None):
        self.home = tempfile.TemporaryDirectory()
        self.env = env = dict(os.environ, GSK_RENDERER="cairo",
                   **{key: os.path.join(self.home.name, key) for key in ("XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME")})
        if language:
            env.update(LANG="C.UTF-8", LC_ALL="", LANGUAGE=language)
        self.command = [binary, "--feed", feed]
        self.launch()

    def launch(self):
        """Starts the app in its home: again after it quit, as the next launch would."""
        self.process = subprocess.Popen(self.command, env=self.env)
        self.seat = Seat("Photomania")
        self.root = self.wait("the app is on the accessibility bus", self.application)

    def application(self):
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            child = desktop.get_child_at_index(index)
            try:
                if child is not None and child.get_name() == "photomania":
                    return child
            except gi.repository.GLib.Error:
                continue  # an app quitting while it is asked (the launch before, still on the bus a moment)
        return None

    def close(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        self.home.cleanup()

    def wait(self, description, probe, timeout=10):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            result = probe()
            if result:
                return result
            App.pump(0.1)
        raise TimeoutError(description)

    @staticmethod
    def pump(seconds):
        """Lets `seconds` pass while the accessibility bus's events (a focus change) are heard."""
        context = GLib.MainContext.default()
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            while context.pending():
                context.iteration(False)
            time.sleep(0.02)

    def focused(self):
        """The node with the keyboard focus, as 'role “name”', or None."""
        node = self.first(lambda n: n.get_state_set().contains(Atspi.StateType.FOCUSED))
        return None if node is None else f"{node.get_role_name()} “{node.get_name() or ''}”"

    def find(self, role, name, node=None):
        """The first node with `role` and `name` that is on screen (allocated a size)."""
        node = node or self.root
        try:
            if node.get_role_name() == role and (name is None or node.get_name() == name) and self.on_screen(node):
                return node
            for index in range(node.get_child_count()):
                found = self.find(role, name, node.get_child_at_index(index))
                if found:
                    return found
        except gi.repository.GLib.Error:
            return None
        return None

    @staticmethod
    def on_screen(node):
        extents = Atspi.Component.get_extents(node, Atspi.CoordType.WINDOW)
        return extents.width > 0 and extents.height > 0

    def shows(self, role, name):
        return self.find(role, name) is not None

    def wait_for(self, role, name, present=True):
        description = f"{role} '{name}' {'appears' if present else 'goes away'}"
        try:
            self.wait(description, lambda: self.shows(role, name) == present)
            return True
        except TimeoutError:
            return False

    def click(self, role, name):
        """Clicks the middle of a node with the mouse, as a person would."""
        node = self.wait(f"{role} '{name}' to click", lambda: self.find(role, name))
        extents = Atspi.Component.get_extents(node, Atspi.CoordType.WINDOW)
        frame = Atspi.Component.get_extents(self.find("frame", "Photomania"), Atspi.CoordType.WINDOW)
        margin = (self.seat.width() - frame.width) // 2     # the client-side decoration's shadow
        self.seat.click(extents.x + margin + extents.width // 2, extents.y + margin + extents.height // 2)

    def resize(self, width):
        self.seat.resize(width, 700)

    def extents(self, role, name):
        return Atspi.Component.get_extents(self.find(role, name), Atspi.CoordType.WINDOW)

    def side_by_side(self, left, right):
        """Whether both are on screen, `left` ending where `right` begins or before."""
        if not (self.shows(*left) and self.shows(*right)):
            return False
        a, b = self.extents(*left), self.extents(*right)
        return a.x + a.width <= b.x

    def all_extents(self, role, name, node=None):
        """Where every node on screen with `role` and `name` is."""
        node = node or self.root
        found = []
        try:
            if node.get_role_name() == role and node.get_name() == name and self.on_screen(node):
                found.append(Atspi.Component.get_extents(node, Atspi.CoordType.WINDOW))
            for index in range(node.get_child_count()):
                found += self.all_extents(role, name, node.get_child_at_index(index))
        except gi.repository.GLib.Error:
            pass
        return found

    def focusable(self, node=None):
        """The names and roles of the nodes on screen that take the keyboard focus."""
        node = node or self.root
        found = []
        try:
            states = node.get_state_set()
            if states.contains(Atspi.StateType.FOCUSABLE) and states.contains(Atspi.StateType.VISIBLE) and self.on_screen(node):
                found.append(((node.get_name() or "").strip(), node.get_role_name()))
            for index in range(node.get_child_count()):
                found += self.focusable(node.get_child_at_index(index))
        except gi.repository.GLib.Error:
            pass
        return found

    @staticmethod
    def within(node, role, name, levels=3):
        """Whether `node` lies inside a node with `role` and `name`, at most `levels` up (a grid's
        cell in its row in its list)."""
        for _ in range(levels):
            node = node.get_parent()
            if node is None:
                return False
            if node.get_role_name() == role and node.get_name() == name:
                return True
        return False

    def all_nodes(self, role, node=None):
        """Every node on screen with `role`."""
        node = node or self.root
        found = []
        try:
            if node.get_role_name() == role and self.on_screen(node):
                found.append(node)
            for index in range(node.get_child_count()):
                found += self.all_nodes(role, node.get_child_at_index(index))
        except gi.repository.GLib.Error:
            pass
        return found

    def windows(self):
        return [self.root.get_child_at_index(index).get_role_name() for index in range(self.root.get_child_count())]

    def first(self, predicate, node=None):
        node = node or self.root
        if predicate(node):
            return node
        for index in range(node.get_child_count()):
            found = self.first(predicate, node.get_child_at_index(index))
            if found:
                return found
        return None


def main():
    binary, feed = sys.argv[1], sys.argv[2]
    walk(binary, feed)
    by_keyboard(binary, feed)
    in_russian(binary, feed)
    right_to_left(binary, feed)
    print(f"acceptance: {len(PASSED)} passed, {len(FAILED)} failed")
    return 1 if FAILED else 0


def walk(binary, feed):
    """The acceptance path of issue #2, in English."""
    app = App(binary, feed)
    try:
        check("the window is titled Photomania", app.wait_for("frame", "Photomania"))
        check("the photographers are listed", app.wait_for("list item", "Amélie Laurent"))
        for name in ("Refresh", "Image URL", "Fullscreen", "Toggle Sidebar"):
            check(f"the header has '{name}'", app.shows("push button", name))
        check("a screen reader hears Refresh's shortcut after its name (its tooltip, the description)",
              app.find("push button", "Refresh").get_description() == "Refresh (F5)")
        check("no Back button at the root", not app.shows("push button", "Back"))
        check("wide: the detail prompt stands beside the list", app.shows("label", "No Photo Selected"))

        app.click("push button", "Search")
        check("Search opens a search field over the photographers", app.wait("the search field", lambda: app.first(
            lambda n: n.get_name() == "Search" and n.get_role_name() != "push button" and app.on_screen(n))))
        app.seat.keys("z", "o", "e")
        check("typing 'zoe' leaves Zoë Fairweather alone in the list", app.wait(
            "the list filtered", lambda: app.shows("list item", "Zoë Fairweather") and not app.shows("list item", "Amélie Laurent")))
        app.seat.keys("Escape")
        check("Escape closes the search and the photographers are all back",
              app.wait_for("list item", "Amélie Laurent") and app.shows("list item", "Zoë Fairweather"))

        app.resize(480)
        check("narrow: the sidebar toggle goes", app.wait_for("push button", "Toggle Sidebar", present=False))
        check("narrow: the detail column goes, the master stays on top",
              app.wait_for("label", "No Photo Selected", present=False) and app.shows("list", "Photographers"))

        app.click("list item", "José Núñez")
        check("choosing a photographer shows their photos", app.wait_for("list", "Photos"))
        check("Back appears", app.wait_for("push button", "Back"))
        headings = app.wait("the day headings", lambda: [n.get_name() for n in app.all_nodes("heading") if n.get_parent().get_parent().get_name() == "Photos"])
        check(f"the photos are grouped by the day they were taken, under headings ({', '.join(headings)})",
              all(any(month in heading for month in ("November", "Undated")) for heading in headings))
        photo_cell = app.wait("a photo's cell in the grid", lambda: app.first(
            lambda n: n.get_role_name() == "push button" and app.on_screen(n) and App.within(n, "list", "Photos")))
        photo_title = photo_cell.get_name()
        app.click("push button", photo_title)
        check("choosing a photo shows it, named by its title", app.wait_for("image", photo_title))
        frame = app.extents("frame", "Photomania")
        check("narrow: the photo fills the one pane", app.extents("image", photo_title).width == frame.width)
        check("the header names the photo", app.wait_for("label", photo_title))
        with open(f"/proc/{app.process.pid}/maps") as maps:
            check("a local feed never loads libcurl or its TLS libraries",
                  not any(library in maps.read() for library in ("libcurl", "libssl", "libgnutls")))

        app.click("push button", "Image URL")
        check("the Image URL popover offers Copy URL", app.wait_for("push button", "Copy URL"))
        url = app.wait("the URL label", lambda: app.first(
            lambda n: n.get_role_name() == "label" and "/images/" in (n.get_name() or "")))
        check("the popover shows the image's address", url.get_name().startswith("file://"))
        image_path = url.get_name()[len("file://"):]
        app.seat.keys("Escape")
        check("Escape closes the popover", app.wait_for("push button", "Copy URL", present=False))

        app.resize(1000)
        check("wide again: the photos list comes back beside the photo",
              app.wait("side by side", lambda: app.side_by_side(("list", "Photos"), ("image", photo_title)), timeout=5))
        check("wide again: the same photo is in the header", app.shows("label", photo_title))
        check("wide again: the sidebar toggle returns", app.wait_for("push button", "Toggle Sidebar"))

        app.resize(1400)
        check("wider: three columns, the photographers, their photos and the photo side by side",
              app.wait("three columns", lambda: app.side_by_side(("list", "Photographers"), ("list", "Photos"))
                       and app.side_by_side(("list", "Photos"), ("image", photo_title)), timeout=5))
        photos = app.extents("list", "Photos")
        check("three columns: the photographer's name heads their photos", any(
            photos.x <= label.x and label.x + label.width <= photos.x + photos.width and label.y < photos.y
            for label in app.all_extents("label", "José Núñez")))
        check("three columns: nothing to go back from", not app.shows("push button", "Back"))
        app.resize(1000)
        check("medium again: the photos back in the master's column (where the photographers were), beside the photo",
              app.wait("two columns", lambda: app.side_by_side(("list", "Photos"), ("image", photo_title))
                       and app.extents("list", "Photos").x < photos.x, timeout=5))
        photos = app.extents("list", "Photos")
        master_title = app.extents("label", "José Núñez")
        check("wide: the master's header names the photographer over the master column",
              photos.x <= master_title.x and master_title.x + master_title.width <= photos.x + photos.width
              and master_title.y < photos.y)
        image = app.extents("image", photo_title)
        check("wide: the photo's header names the photo over the photo", any(
            image.x <= label.x and label.x + label.width <= image.x + image.width and label.y + label.height <= image.y
            for label in app.all_extents("label", photo_title)))
        focusable = app.focusable()
        unnamed = [role for name, role in focusable if not name]
        check(f"every focusable control on screen has a name ({len(focusable)} controls; unnamed: {unnamed})",
              len(focusable) > 10 and not unnamed)

        app.click("push button", "Fullscreen")
        check("Fullscreen shows the photo alone, across the whole window", app.wait("the photo alone", lambda: not app.shows(
            "list", "Photos") and app.extents("image", photo_title).width == app.extents("frame", "Photomania").width))
        check("full screen: the header bars are gone", not app.shows("push button", "Main Menu"))
        app.seat.keys("Escape")
        check("Escape leaves full screen: the photos are back beside the photo, under the header",
              app.wait("side by side", lambda: app.side_by_side(("list", "Photos"), ("image", photo_title))
                       and app.shows("push button", "Main Menu"), timeout=5))

        saved = os.path.join(app.home.name, "saved.png")
        app.seat.keys("ctrl+s")
        check("Ctrl+S opens the desktop's Save dialog",
              app.wait("the Save dialog", lambda: app.seat.has_window("Save Photo"), timeout=30))
        app.seat.type_into("Save Photo", "ctrl+a", saved)
        app.seat.keys("Return")
        check("saving there writes the photo's own bytes", app.wait(
            "the saved file", lambda: os.path.exists(saved) and open(saved, "rb").read() == open(image_path, "rb").read(), timeout=15))

        app.click("list item", photo_title)
        app.seat.keys("alt+Left")
        check("Alt+Left goes back to the photographers", app.wait_for("list", "Photos", present=False))
        check("the focus is back on the photographer", app.wait("the focused photographer", lambda: app.first(
            lambda n: n.get_role_name() == "list item" and n.get_name() == "José Núñez"
            and n.get_state_set().contains(Atspi.StateType.FOCUSED))) is not None)
        app.seat.keys("Right")
        check("Right opens the focused photographer's thumbnails", app.wait_for("list item", "Thumbnails of José Núñez"))
        def focused_thumbnail(other_than=None):
            return app.wait("a focused thumbnail", lambda: app.first(
                lambda n: n.get_role_name() == "push button" and n.get_state_set().contains(Atspi.StateType.FOCUSED)
                and app.on_screen(n) and "Thumbnails" not in (n.get_name() or "") and n.get_name() != other_than))
        app.seat.keys("Down", "Right")
        first = focused_thumbnail().get_name()
        app.seat.keys("Right")
        try:
            thumbnail = focused_thumbnail(other_than=first)
        except TimeoutError:
            thumbnail = None
        check("Right moves along the strip to the next photo", thumbnail is not None)
        if thumbnail is None:
            raise TimeoutError("the focus to move along the strip")
        app.seat.keys("Return")
        check("Enter on a thumbnail opens its photo", app.wait_for("label", thumbnail.get_name()))

        app.seat.keys("alt+Left")
        app.wait_for("list", "Photos", present=False)
        app.click("push button", "Hide José Núñez's Thumbnails")
        check("the arrow closes the strip without opening the photographer",
              app.wait_for("list item", "Thumbnails of José Núñez", present=False) and not app.shows("list", "Photos"))

        # Links reach the running instance: a second launch hands its link over and exits, a
        # desktop's D-Bus Open call does the same; the one window shows them.
        second = subprocess.run([binary, "photomania://photo/53000000000"], env=app.env, timeout=30)
        check("a second launch with a link exits at once", second.returncode == 0)
        check("the running window shows the linked photo", app.wait_for("label", "Evening at the lake #0"))
        subprocess.run(["gdbus", "call", "--session", "--dest", "io.github.photomania.Photomania", "--object-path",
                        "/io/github/photomania/Photomania", "--method", "org.freedesktop.Application.Open",
                        "['photomania://recents']", "@a{sv} {}"], check=True, capture_output=True, timeout=30)
        check("a D-Bus Open call opens the recents", app.wait_for("list", "Recent Photos"))
        subprocess.run([binary, "photomania://photo/../../etc"], env=app.env, timeout=30)
        check("a malformed link is said in the window", app.wait_for("label", "The link is not well formed."))
        check("no second window opened", app.windows() == ["frame"])

        # Ctrl+N opens another window; Ctrl+Q saves both, and the next launch opens both again.
        app.seat.keys("ctrl+n")
        check("Ctrl+N opens a second window", app.wait("two windows", lambda: app.windows() == ["frame", "frame"]))
        app.seat.keys("ctrl+q")
        check("Ctrl+Q quits with both windows open", app.process.wait(timeout=10) == 0)
        app.launch()
        check("the next launch opens both windows again", app.wait("two windows", lambda: app.windows() == ["frame", "frame"]))
        check("the first window is back on its photo", app.wait_for("label", "Evening at the lake #0"))
    except TimeoutError as error:
        check(f"timed out waiting for {error}", False)
    finally:
        app.close()


class FocusChanges:
    """Every node that takes the keyboard focus, as a screen reader hears of it (AT-SPI's
    focused state set), in order."""

    def __init__(self):
        self.nodes = []
        self.listener = Atspi.EventListener.new(self.heard)
        self.listener.register("object:state-changed:focused")

    def heard(self, event):
        if event.detail1 == 1:
            self.nodes.append((event.source.get_role_name(), (event.source.get_name() or "").strip()))

    def close(self):
        self.listener.deregister("object:state-changed:focused")


def by_keyboard(binary, feed):
    """From launch to a photo on screen and back to the same photographer by keys alone
    (arrows, Enter, F6, Alt+Left; Down goes a row down the grid of photos), in three columns,
    two and one, read through the
    accessibility tree: the node with the focus after each key, and every focus change on the
    way, each named and never a scroll pane."""
    trails = {1300: ["Down", "Return", "Down", "Return", "F6", "shift+F6", "alt+Left"],
              900: ["Down", "Return", "Down", "Return", "F6", "shift+F6", "alt+Left"],
              500: ["Down", "Return", "Down", "Return", "alt+Left", "alt+Left"]}
    layouts = {1300: lambda app: app.side_by_side(("list", "Photographers"), ("label", "No Photographer Selected")),
               900: lambda app: app.side_by_side(("list", "Photographers"), ("label", "No Photo Selected")),
               500: lambda app: not app.shows("push button", "Toggle Sidebar")}
    for width, keys in trails.items():
        app = App(binary, feed)
        changes = FocusChanges()
        trail = []
        try:
            app.wait_for("list item", "Amélie Laurent")
            app.resize(width)
            app.wait(f"the layout at {width} px", lambda: layouts[width](app))
            app.seat.focus()
            trail.append(f"launch → {app.wait('a focused node', app.focused)}")
            shown = None
            for key in keys:
                app.seat.keys(key)
                App.pump(0.4)
                trail.append(f"{key} → {app.wait('a focused node', app.focused)}")
                if len(trail) == 5:  # Enter on the second photo: it is on screen now
                    photo = trail[3].split(" → ")[1].split("“")[1].rstrip("”")
                    shown = app.wait_for("image", photo)
            print("       " + ", ".join(trail))
            photographer = trail[1].split(" → ")[1]
            check(f"{width} px by keyboard: the focus starts on the first photographer", trail[0].endswith("“Amélie Laurent”"))
            check(f"{width} px by keyboard: Enter on a photographer puts the focus on their first photo's cell in the grid",
                  trail[2].split(" → ")[1].startswith("push button"))
            check(f"{width} px by keyboard: Enter on a photo shows it", shown)
            check(f"{width} px by keyboard: the photo takes the focus (F6, or on top narrow)",
                  any(step.endswith(f"image “{photo}”") for step in trail))
            check(f"{width} px by keyboard: Alt+Left ends on the same photographer ({photographer})",
                  trail[-1].split(" → ")[1] == photographer)
            unnamed = [f"{role} “{name}”" for role, name in changes.nodes if not name or role == "scroll pane"]
            check(f"{width} px by keyboard: each of the {len(changes.nodes)} focus changes is a named node, "
                  f"not a scroll pane (else: {unnamed})", changes.nodes and not unnamed)
        except TimeoutError as error:
            check(f"{width} px by keyboard: timed out waiting for {error} after {', '.join(trail)}", False)
        finally:
            changes.close()
            app.close()


def in_russian(binary, feed):
    """LANGUAGE=ru: titles, controls, the empty states and the photo counts (three plural forms)
    come from the Russian catalogue the app ships."""
    russian = catalogue("ru")
    tr = russian.gettext
    check("the Russian catalogue translates (so the checks below can fail)", tr("Photographers") != "Photographers")
    feed, counts = feed_with_counts(feed, (1, 2, 5, 21))
    app = App(binary, feed.name, language="ru")
    try:
        check("Russian: the photographers' list is named in Russian", app.wait_for("list", tr("Photographers")))
        for name in ("Refresh", "Image URL", "Fullscreen", "Toggle Sidebar", "Main Menu"):
            check(f"Russian: the header's '{name}' is '{tr(name)}'", app.shows("push button", tr(name)))
        check("Russian: the empty detail says so in Russian", app.shows("label", tr("No Photo Selected")))
        forms = {count: russian.ngettext("%ld photo", "%ld photos", count) % count for count in set(counts.values())}
        check(f"Russian: each photographer's photo count in its plural form ({', '.join(sorted(forms.values()))})",
              len(set(russian.ngettext("%ld photo", "%ld photos", n) for n in (1, 2, 5))) == 3
              and all(app.wait_for("label", text) for text in forms.values()))
        app.resize(480)
        name = next(iter(counts))
        app.click("list item", name)
        check("Russian: a photographer's photos are named in Russian", app.wait_for("list", tr("Photos")))
        check("Russian: Back is in Russian", app.wait_for("push button", tr("Back")))
    except TimeoutError as error:
        check(f"Russian: timed out waiting for {error}", False)
    finally:
        app.close()


def feed_with_counts(sample, counts):
    """The sample feed's first photos (their images by absolute URL) given to photographers
    with `counts` photos, so every Russian plural form is on screen; the file and the counts."""
    directory = os.path.dirname(os.path.abspath(sample))
    with open(sample) as file:
        document = json.load(file)
    photos = document["photos"]["photo"] = document["photos"]["photo"][:sum(counts)]
    start = 0
    for number, count in enumerate(counts):
        for photo in photos[start:start + count]:
            photo.update(owner=f"{number}@N00", ownername=f"Фотограф {number + 1}")
        start += count
    for photo in photos:
        photo.update({key: "file://" + os.path.join(directory, photo[key]) for key in ("url_l", "url_m", "url_s")})
    feed = tempfile.NamedTemporaryFile("w", suffix=".json")
    json.dump(document, feed)
    feed.flush()
    return feed, collections.Counter(photo["ownername"] for photo in photos)


def catalogue(language):
    """The app's translations into `language`, as setup.sh compiles them into data/locale."""
    return gettext.translation("photomania", localedir=os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../data/locale"),
                               languages=[language])


def right_to_left(binary, feed):
    """LANGUAGE=he: the app in Hebrew, so GTK takes its own Hebrew catalogue and with it the
    text direction (GLib leaves a library's strings untranslated for an app that has no
    catalogue in the language); the split mirrors."""
    tr = catalogue("he").gettext
    app = App(binary, feed, language="he")
    try:
        check("Hebrew: the empty detail says so in Hebrew", app.wait_for("label", tr("No Photo Selected")))
        master, detail = app.extents("list", tr("Photographers")), app.extents("label", tr("No Photo Selected"))
        check("Hebrew: the master column is on the right, the detail on the left", detail.x + detail.width <= master.x)
    except TimeoutError as error:
        check(f"Hebrew: timed out waiting for {error}", False)
    finally:
        app.close()


if __name__ == "__main__":
    sys.exit(main())
