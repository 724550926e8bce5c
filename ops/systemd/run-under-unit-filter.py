#!/usr/bin/python3
"""Runs a command under the system-call filter of a systemd unit, without systemd running.

    python3 ops/systemd/run-under-unit-filter.py ops/systemd/vitrine.service -- node apps/api/dist/main.js

Reads the unit's SystemCallFilter= lines, expands their @groups with this machine's own
`systemd-analyze syscall-filter` (so the groups are exactly what this systemd version means by
them), builds the same seccomp filter systemd would (an allow list, the ~ lines taken out of it,
anything else killing the process with SIGSYS), loads it through libseccomp and execs the command.
A syscall the unit forgot (Node 20 calls pkey_alloc at start) ends the command with SIGSYS, exit
159 from a shell, just as under systemd. Needs: systemd-analyze and libseccomp2 (both in a
Debian install); no root, no running systemd.
"""
import ctypes
import os
import re
import subprocess
import sys

SCMP_ACT_KILL_PROCESS = 0x80000000
SCMP_ACT_ALLOW = 0x7FFF0000


def groups_of_this_systemd():
    """Every @group and its members (syscalls or further @groups), from systemd-analyze."""
    text = subprocess.run(
        ["systemd-analyze", "syscall-filter"], check=True, capture_output=True, text=True
    ).stdout
    groups, current = {}, None
    for line in text.splitlines():
        if line.startswith("@"):
            current = line.strip()
            groups[current] = []
        elif current and line.strip() and not line.strip().startswith("#"):
            groups[current].append(line.strip())
    return groups


def expand(names, groups):
    out = set()
    for name in names:
        if name.startswith("@"):
            if name not in groups:
                raise SystemExit(f"unknown syscall group {name} for this systemd")
            out |= expand(groups[name], groups)
        else:
            out.add(name)
    return out


def unit_filter(unit_path):
    """The allowed syscalls, following systemd's rules for several SystemCallFilter= lines."""
    groups = groups_of_this_systemd()
    allowed = None
    for line in open(unit_path, encoding="utf8"):
        match = re.match(r"^\s*SystemCallFilter=(.*)$", line)
        if not match:
            continue
        value = match.group(1).strip()
        deny = value.startswith("~")
        names = expand(value.lstrip("~").split(), groups)
        if deny:
            allowed = (allowed or set()) - names
        else:
            allowed = (allowed or set()) | names
    if allowed is None:
        raise SystemExit(f"{unit_path} has no SystemCallFilter=")
    return allowed


def main():
    if "--" not in sys.argv or sys.argv.index("--") != 2:
        raise SystemExit(__doc__)
    unit, command = sys.argv[1], sys.argv[3:]
    allowed = unit_filter(unit)
    lib = ctypes.CDLL("libseccomp.so.2", use_errno=True)
    lib.seccomp_init.restype = ctypes.c_void_p
    lib.seccomp_init.argtypes = [ctypes.c_uint32]
    lib.seccomp_syscall_resolve_name.argtypes = [ctypes.c_char_p]
    lib.seccomp_rule_add.argtypes = [ctypes.c_void_p, ctypes.c_uint32, ctypes.c_int, ctypes.c_uint]
    lib.seccomp_load.argtypes = [ctypes.c_void_p]
    ctx = lib.seccomp_init(SCMP_ACT_KILL_PROCESS)
    added = 0
    for name in sorted(allowed):
        number = lib.seccomp_syscall_resolve_name(name.encode())
        if number < 0:
            continue  # a syscall of another architecture or kernel: systemd skips it too
        if lib.seccomp_rule_add(ctx, SCMP_ACT_ALLOW, number, 0) == 0:
            added += 1
    # NoNewPrivileges=yes in the unit; an unprivileged process needs it to load a filter anyway.
    PR_SET_NO_NEW_PRIVS = 38
    ctypes.CDLL(None).prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)
    if lib.seccomp_load(ctx) != 0:
        raise SystemExit("seccomp_load failed")
    sys.stderr.write(f"seccomp: {added} system calls allowed from {unit}\n")
    os.execvp(command[0], command)


main()
