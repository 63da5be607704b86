#!/usr/bin/env python3
"""A scripted LSP client for lit tests (standard library only).

    lsp-client.py SCRIPT -- SERVER_COMMAND...

Sends the messages of SCRIPT's `SEND:` lines (one JSON-RPC message per line,
anywhere after a `#`) to the server over stdin with Content-Length framing,
waits for the server to exit, and prints every message it sent back as one
JSON line (keys sorted, compact), then `exit code: N`. Framing errors in the
server's output are printed as `BAD FRAME: ...`.

Inside a SEND line, before it is parsed:
  @URI(path)@   the file: URI of path (relative to SCRIPT's directory)
  @TEXT(path)@  the contents of that file as a JSON string
"""
import json
import os
import re
import subprocess
import sys
import urllib.parse


def file_uri(path):
    return "file://" + urllib.parse.quote(os.path.abspath(path))


def expand(line, base):
    def uri(m):
        return file_uri(os.path.join(base, m.group(1)))

    def text(m):
        with open(os.path.join(base, m.group(1)), encoding="utf-8", newline="") as f:
            return json.dumps(f.read())

    line = re.sub(r"@URI\(([^)]*)\)@", uri, line)
    return re.sub(r"@TEXT\(([^)]*)\)@", text, line)


def frame(msg):
    body = json.dumps(msg, separators=(",", ":")).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def unframe(data):
    """The messages in the server's output, and complaints about its framing."""
    out, bad = [], []
    i = 0
    while i < len(data):
        end = data.find(b"\r\n\r\n", i)
        if end < 0:
            bad.append("trailing bytes %r" % data[i:i + 40])
            break
        length = None
        for line in data[i:end].split(b"\r\n"):
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value.strip())
        if length is None:
            bad.append("no Content-Length in %r" % data[i:end])
            break
        body = data[end + 4:end + 4 + length]
        if len(body) != length:
            bad.append("body shorter than Content-Length %d" % length)
            break
        out.append(json.loads(body.decode("utf-8")))
        i = end + 4 + length
    return out, bad


def main(argv):
    if "--" not in argv or argv.index("--") != 2:
        sys.stderr.write(__doc__)
        return 2
    script, command = argv[1], argv[3:]
    base = os.path.dirname(os.path.abspath(script))
    messages = []
    with open(script, encoding="utf-8") as f:
        for line in f:
            m = re.search(r"#\s*SEND:\s*(.*)$", line)
            if m:
                messages.append(json.loads(expand(m.group(1), base)))
    data = b"".join(frame(m) for m in messages)
    proc = subprocess.run(command, input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    received, bad = unframe(proc.stdout)
    for msg in received:
        print(json.dumps(msg, sort_keys=True, separators=(",", ":"), ensure_ascii=False))
    for b in bad:
        print("BAD FRAME: " + b)
    if proc.stderr:
        sys.stderr.write(proc.stderr.decode("utf-8", "replace"))
    print("exit code: %d" % proc.returncode)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
