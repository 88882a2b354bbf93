#!/usr/bin/env python3
"""The tests' HTTP server on 127.0.0.1, on a free port printed as the first line of stdout.

Serves files under ROOT, plus hostile endpoints:
  /status/N          an empty response with status N
  /stall             accepts the request and never answers (the client must time out)
  /delay/MS/PATH     serves PATH after MS milliseconds
  /hold-until/NAMES/PATH  holds the request until a file of NAMES (comma-separated) exists
                     under ROOT (a test releases what it held when it is ready for the
                     answers: all at once, or one by one), then serves PATH with its query
  /endless           a body that never ends (the client's size cap must stop it)
  /redirect-loop     redirects to itself
  /redirect-to-file  redirects to file:///etc/passwd (the client must refuse)
  /reset             closes the connection with a TCP reset instead of answering
  /reset-until/NAME/PATH  resets (as /reset) until the file NAME exists under ROOT, then
                     serves PATH: a server that comes back
  /peer              answers the client's port (the same port twice: the connection was reused)
  /concurrent        holds the request 300 ms, then answers the most requests it held at once
  /busy-for/S/PATH   429 with "Retry-After: S" until S seconds passed since its first request,
                     then serves PATH
  /busy-until-date/S/PATH  the same with Retry-After as an HTTP date: the first whole second
                     S seconds after its first request
  /flickr-unavailable  Flickr's "Service currently unavailable" (stat fail, code 105)
  /limited/N/PATH    holds each request 100 ms and serves PATH, but answers 429 (with
                     "Retry-After: 1") while more than N requests to /limited/ are in hand;
                     /limited-refusals answers how many it refused
  /host-busy/S/PATH  the first such request starts S seconds in which every /host-busy/
                     request gets 429 with the seconds left as Retry-After; after them, PATH;
                     /host-busy-refusals answers how many it refused
  PATH?page=N        serves PATH.pageN when that file exists (Flickr REST pages);
                     with text=T too, PATH.text-T.pageN (a search's pages), with user_id=U,
                     PATH.user-U.pageN (a photographer's)
  PATH?id=ID         serves PATH.id-ID when that file exists, else 404 (a key-less feed of a
                     photographer, a group or a person's favourites); with tags=T,
                     PATH.tags-T (T as the query has it, percent escapes and all); each with
                     an ETag (the body's hash) and Last-Modified (the file's time), and 304 Not
                     Modified for a request whose If-None-Match names the ETag, or whose
                     If-Modified-Since is not before the file's time (each 304's path is
                     appended to ROOT/not-modified.log when that file exists)
  PATH?photo_id=ID   serves PATH.photo-ID when that file exists (flickr.photos.getInfo)
  http://HOST/PATH   as a proxy would: serves PATH, whatever HOST is, with "X-Proxied: HOST"
Every request's path is appended to ROOT/requests.log when that file exists (a test that
counts requests creates it), and with its time (seconds since the epoch) to
ROOT/request-times.log when that one exists.
Connections are kept alive (HTTP/1.1), as real servers do.
Exits when its standard input closes, so a crashed test run leaves no server behind.
"""
import email.utils
import hashlib
import math
import os
import socket
import struct
import sys
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer


held = {"now": 0, "most": 0}
held_lock = threading.Lock()
# When each /busy-for/ and /busy-until-date/ path was first asked for.
busy_since = {}
limited = {"now": 0, "refused": 0}
host_busy = {"until": None, "refused": 0}


class Handler(SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True

    def log_message(self, *args):
        pass

    def reply(self, body):
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def reply_conditionally(self, path):
        """The file at `path` with its validators, or 304 when the request's say it is unchanged."""
        with open(path, "rb") as answer:
            body = answer.read()
        etag = '"%s"' % hashlib.sha1(body).hexdigest()
        modified = int(os.stat(path).st_mtime)
        asked_etag, since = self.headers.get("If-None-Match"), self.headers.get("If-Modified-Since")
        if asked_etag is not None:
            unchanged = asked_etag == etag
        else:
            unchanged = since is not None and email.utils.parsedate_to_datetime(since).timestamp() >= modified
        if unchanged:
            log = os.path.join(self.directory, "not-modified.log")
            if os.path.exists(log):
                with open(log, "a") as answers:
                    answers.write(self.path + "\n")
            self.send_response(304)
            self.send_header("ETag", etag)
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("ETag", etag)
        self.send_header("Last-Modified", email.utils.formatdate(modified, usegmt=True))
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def answer_busy(self, retry_after):
        self.send_response(429)
        self.send_header("Retry-After", retry_after)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def end_headers(self):
        if getattr(self, "proxied_host", None):
            self.send_header("X-Proxied", self.proxied_host)
        super().end_headers()

    def do_GET(self):
        log = os.path.join(self.directory, "requests.log")
        if os.path.exists(log):
            with open(log, "a") as requests:
                requests.write(self.path + "\n")
        timed = os.path.join(self.directory, "request-times.log")
        if os.path.exists(timed):
            with open(timed, "a") as requests:
                requests.write("%.3f %s\n" % (time.time(), self.path))
        if self.path.startswith("http://"):
            _, _, self.proxied_host, rest = self.path.split("/", 3)
            self.path = "/" + rest
        parts = self.path.split("?")[0].strip("/").split("/")
        if parts[0] == "status":
            self.send_response(int(parts[1]))
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif parts[0] == "reset-until" and os.path.exists(os.path.join(self.directory, parts[1])):
            self.path = "/" + "/".join(parts[2:])
            super().do_GET()
        elif parts[0] in ("reset", "reset-until"):
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.connection.close()
            self.close_connection = True
        elif parts[0] == "concurrent":
            with held_lock:
                held["now"] += 1
                held["most"] = max(held["most"], held["now"])
            time.sleep(0.3)
            with held_lock:
                held["now"] -= 1
                most = held["most"]
            self.reply(str(most).encode())
        elif parts[0] in ("busy-for", "busy-until-date"):
            now = time.time()
            with held_lock:
                first = busy_since.setdefault(self.path, now)
            seconds = int(parts[1])
            until = first + seconds if parts[0] == "busy-for" else math.ceil(first + seconds)
            if now >= until:
                self.path = "/" + "/".join(parts[2:])
                super().do_GET()
            else:
                asked = str(seconds) if parts[0] == "busy-for" else email.utils.formatdate(until, usegmt=True)
                self.answer_busy(asked)
        elif parts[0] == "flickr-unavailable":
            self.reply(b'{"stat": "fail", "code": 105, "message": "Service currently unavailable"}')
        elif parts[0] == "limited":
            with held_lock:
                limited["now"] += 1
                refused = limited["now"] > int(parts[1])
                limited["refused"] += refused
            try:
                if refused:
                    self.answer_busy("1")
                else:
                    time.sleep(0.1)
                    self.path = "/" + "/".join(parts[2:])
                    super().do_GET()
            finally:
                with held_lock:
                    limited["now"] -= 1
        elif parts[0] == "host-busy":
            now = time.time()
            with held_lock:
                if host_busy["until"] is None:
                    host_busy["until"] = now + int(parts[1])
                left = host_busy["until"] - now
                host_busy["refused"] += left > 0
            if left > 0:
                self.answer_busy(str(math.ceil(left)))
            else:
                self.path = "/" + "/".join(parts[2:])
                super().do_GET()
        elif parts[0] == "host-busy-refusals":
            self.reply(str(host_busy["refused"]).encode())
        elif parts[0] == "limited-refusals":
            self.reply(str(limited["refused"]).encode())
        elif parts[0] == "peer":
            self.reply(str(self.client_address[1]).encode())
        elif parts[0] == "stall":
            time.sleep(60)
        elif parts[0] == "hold-until":
            releases = [os.path.join(self.directory, name) for name in parts[1].split(",")]
            for _ in range(6000):  # a minute at most: a test that never releases ends anyway
                if any(os.path.exists(release) for release in releases):
                    break
                time.sleep(0.01)
            query = self.path.partition("?")[2]
            self.path = "/" + "/".join(parts[2:]) + ("?" + query if query else "")
            self.serve()
        elif parts[0] == "delay":
            time.sleep(int(parts[1]) / 1000)
            self.path = "/" + "/".join(parts[2:])
            super().do_GET()
        elif parts[0] == "endless":
            self.send_response(200)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True
            chunk = b"x" * 65536
            try:
                for _ in range(100000):
                    self.wfile.write(chunk)
            except (BrokenPipeError, ConnectionResetError):
                pass
        elif parts[0] == "huge-header":
            self.send_response(200)
            self.send_header("X-Padding", "x" * 300000)
            self.send_header("Content-Length", "2")
            self.end_headers()
            try:
                self.wfile.write(b"{}")
            except (BrokenPipeError, ConnectionResetError):
                pass
        elif parts[0] in ("redirect-loop", "redirect-to-file"):
            self.send_response(302)
            self.send_header("Location", "/redirect-loop" if parts[0] == "redirect-loop" else "file:///etc/passwd")
            self.send_header("Content-Length", "0")
            self.end_headers()
        else:
            self.serve()

    def serve(self):
        """Serves the file the path and its query name (see the module's docstring)."""
        query = dict(item.split("=", 1) for item in self.path.partition("?")[2].split("&") if "=" in item)
        searched = "".join("." + short + "-" + query[name] for name, short in (("text", "text"), ("user_id", "user")) if name in query)
        paged = self.translate_path(self.path) + searched + ".page" + query.get("page", "")
        info = self.translate_path(self.path) + ".photo-" + query.get("photo_id", "")
        named = [name for name in ("id", "tags") if name in query]
        feed = self.translate_path(self.path) + "".join("." + name + "-" + query[name] for name in named)
        if "page" in query and os.path.exists(paged):
            with open(paged, "rb") as page:
                self.reply(page.read())
        elif "photo_id" in query and os.path.exists(info):
            with open(info, "rb") as answer:
                self.reply(answer.read())
        elif named:
            if os.path.exists(feed):
                self.reply_conditionally(feed)
            else:
                self.send_error(404)
        else:
            super().do_GET()


class Server(ThreadingHTTPServer):
    # The default listen backlog (5) drops a burst of new connections, and the client then
    # waits a second for the SYN retry: measure clients, not the backlog.
    request_queue_size = 128
    daemon_threads = True

    def handle_error(self, request, client_address):
        """A client that hangs up mid-answer (a cancelled download, a size cap) is what the
        tests do on purpose; anything else is printed as before."""
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.getcwd()
    handler = lambda *args, **kwargs: Handler(*args, directory=root, **kwargs)
    server = Server(("127.0.0.1", 0), handler)
    print(server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    sys.stdin.read()
    os._exit(0)


if __name__ == "__main__":
    main()
