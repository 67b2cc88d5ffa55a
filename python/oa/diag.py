"""Diagnostics for the `oa` command: clang-style `file:line:col: error:` lines
in colour (when stderr is a terminal, --color=always, or never with NO_COLOR),
the source line with a caret, and a progress counter for long work."""
import os
import sys

_color = None  # None: decide from the terminal


class UserError(Exception):
    """An error in the user's input: printed as a diagnostic, exit status `code`."""

    def __init__(self, msg, loc=None, code=1):
        super().__init__(msg)
        self.loc, self.code = loc, code


class Loc:
    """A place in a user's file (line and column 1-based; 0 for unknown)."""

    def __init__(self, file, line=0, col=0):
        self.file, self.line, self.col = file, line, col

    def __str__(self):
        s = self.file
        if os.path.isabs(s):  # relative to the working directory when under it, as clang prints
            rel = os.path.relpath(s)
            s = s if rel.startswith("..") else rel
        if self.line:
            s += f":{self.line}"
            if self.col:
                s += f":{self.col}"
        return s

    def as_dict(self):
        return {"file": self.file, "line": self.line or None, "column": self.col or None}


def set_color(mode):
    global _color
    _color = {"always": True, "never": False}.get(mode)


def _use_color(stream):
    if _color is not None:
        return _color
    if os.environ.get("NO_COLOR"):
        return False
    return hasattr(stream, "isatty") and stream.isatty()


_CODES = {"error": "1;31", "warning": "1;35", "note": "1;36", "bold": "1", "ok": "1;32",
          "caret": "1;32"}


def paint(text, what, stream=None):
    if not _use_color(stream or sys.stderr):
        return text
    return f"\x1b[{_CODES[what]}m{text}\x1b[0m"


def _source_line(loc):
    try:
        with open(loc.file, errors="replace") as f:
            for i, line in enumerate(f, 1):
                if i == loc.line:
                    return line.rstrip("\n")
    except OSError:
        pass
    return None


def report(kind, msg, loc=None, stream=None, show_source=True):
    stream = stream or sys.stderr
    head = paint(f"{loc}: ", "bold", stream) if loc else paint("oa: ", "bold", stream)
    stream.write(f"{head}{paint(kind + ':', kind, stream)} {msg}\n")
    if loc and loc.line and show_source:
        src = _source_line(loc)
        if src is not None:
            stream.write(f"  {src}\n")
            if loc.col:
                pad = "".join(c if c == "\t" else " " for c in src[:loc.col - 1])
                stream.write(f"  {pad}{paint('^', 'caret', stream)}\n")


def error(msg, loc=None, **kw):
    report("error", msg, loc, **kw)


def warning(msg, loc=None, **kw):
    report("warning", msg, loc, **kw)


def note(msg, loc=None, **kw):
    report("note", msg, loc, **kw)


class Progress:
    """`[i/n] what` on stderr: rewritten in place on a terminal, one line each
    otherwise; silent when quiet (e.g. --json to a pipe keeps stderr clean)."""

    def __init__(self, total, quiet=False, stream=None):
        self.total, self.done, self.quiet = total, 0, quiet
        self.stream = stream or sys.stderr
        self.tty = hasattr(self.stream, "isatty") and self.stream.isatty()

    def step(self, what):
        self.done += 1
        if self.quiet:
            return
        line = f"[{self.done}/{self.total}] {what}"
        if self.tty:
            self.stream.write("\r\x1b[K" + line)
            if self.done == self.total:
                self.stream.write("\n")
        else:
            self.stream.write(line + "\n")
        self.stream.flush()

    def close(self):
        if self.tty and not self.quiet and self.done != self.total:
            self.stream.write("\n")
