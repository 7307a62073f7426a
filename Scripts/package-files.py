#!/usr/bin/env python3
"""Writes the man page and the shell completions of the Debian package, generated from the binary's help.

    package-files.py BINARY ROOT

Runs `BINARY help` and `BINARY help COMMAND` for every command the overview lists, and writes under ROOT:
  usr/share/man/man1/cardstock.1                     (roff, not yet gzipped)
  usr/share/bash-completion/completions/cardstock
  usr/share/zsh/vendor-completions/_cardstock
  usr/share/fish/vendor_completions.d/cardstock.fish
The command list, each command's options and their descriptions come from the help text, so the
page and the completions follow it. Output depends only on the help text (no dates).
"""
import os
import re
import subprocess
import sys


def help_text(binary, *topic):
    return subprocess.run([binary, "help", *topic], check=True, capture_output=True, text=True).stdout


def commands(overview):
    """(name, summary) for every line of the overview's COMMANDS: section."""
    found, inside = [], False
    for line in overview.splitlines():
        if line.startswith("COMMANDS:"):
            inside = True
            continue
        if inside and not line.strip():
            break
        m = re.match(r"^  ([a-z][a-z-]*)(.*?)(?:\s{2,}(\S.*))?$", line) if inside else None
        if m:
            found.append([m.group(1), (m.group(3) or "").strip()])
        elif inside and found and line.startswith("      "):
            found[-1][1] = (found[-1][1] + " " + line.strip()).strip()
    return [(n, s) for n, s in found]


OPTION_ROW = re.compile(r"^  (?:(-[A-Za-z]), )?(--[a-z][a-z-]*)(?: ([^\s,]+))?\s{2,}(\S.*)$")


def options(text):
    """{long option: (short option or '', takes a value, description)} from a help text."""
    table = {}
    for line in text.splitlines():
        m = OPTION_ROW.match(line)
        if m:
            table[m.group(2)] = (m.group(1) or "", bool(m.group(3)), m.group(4).strip())
    for name in re.findall(r"(?<![\w-])--[a-z][a-z-]*", text):
        table.setdefault(name, ("", False, ""))
    return table


def gather(binary):
    overview = help_text(binary)
    cmds = commands(overview)
    build = options(help_text(binary, "build"))
    per = {}
    for name, _ in cmds:
        text = help_text(binary, name)
        opts = options(text)
        if "build options" in text.split("\n\n")[0] or "every 'cardstock build' option" in text:
            for key, value in build.items():
                opts.setdefault(key, value)
        if "--drafts is refused" in text:
            opts.pop("--drafts", None)
        opts.setdefault("--help", ("-h", False, "Show help for this command"))
        per[name] = (text, dict(sorted(opts.items())))
    return overview, cmds, per


def roff(text):
    out = []
    for line in text.rstrip("\n").splitlines():
        line = line.replace("\\", "\\e").replace("-", "\\-")
        if line.startswith((".", "'")):
            line = "\\&" + line
        out.append(line)
    return "\n".join(out)


def man_page(version, overview, cmds, per):
    first = overview.splitlines()[0]
    summary = first.split("—", 1)[1].strip() if "—" in first else "a static site generator"
    page = [
        f'.TH CARDSTOCK 1 "" "cardstock {version}" "User Commands"',
        ".SH NAME",
        "cardstock \\- " + roff(summary),
        ".SH SYNOPSIS",
        ".B cardstock",
        ".I command",
        "[\\fIoptions\\fR]",
        ".SH DESCRIPTION",
        ".nf",
        roff(overview),
        ".fi",
        ".SH COMMANDS",
    ]
    for name, _ in cmds:
        page += [f'.SS "cardstock {name}"', ".nf", roff(per[name][0]), ".fi"]
    page += [
        ".SH EXIT STATUS",
        "0 on success, 1 when a build, import or release fails, 64 for a usage error.",
        ".SH SEE ALSO",
        "Each command's help: \\fBcardstock help\\fR \\fIcommand\\fR.",
    ]
    return "\n".join(page) + "\n"


def sh_words(words):
    return " ".join(words)


def bash(cmds, per):
    lines = [
        "# bash completion for cardstock (generated from its help text by Scripts/package-files.py)",
        "_cardstock() {",
        '    local cur="${COMP_WORDS[COMP_CWORD]}" opts=""',
        "    if [ \"$COMP_CWORD\" -eq 1 ]; then",
        f'        COMPREPLY=($(compgen -W "{sh_words([n for n, _ in cmds] + ["--help", "--version"])}" -- "$cur"))',
        "        return",
        "    fi",
        '    case "${COMP_WORDS[1]}" in',
    ]
    for name, _ in cmds:
        words = []
        for long, (short, _, _) in per[name][1].items():
            words += [short, long] if short else [long]
        if name == "import":
            words = ["apple-health"] + words
        if name == "help":
            words = [n for n, _ in cmds]
        lines.append(f'        {name}) opts="{sh_words(words)}" ;;')
    lines += [
        "    esac",
        '    if [[ "$cur" == -* || "${COMP_WORDS[1]}" == help || ( "${COMP_WORDS[1]}" == import && "$COMP_CWORD" -eq 2 ) ]]; then',
        '        COMPREPLY=($(compgen -W "$opts" -- "$cur"))',
        "    else",
        '        COMPREPLY=($(compgen -f -- "$cur"))',
        "    fi",
        "}",
        "complete -o filenames -F _cardstock cardstock",
    ]
    return "\n".join(lines) + "\n"


def zsh_quote(text):
    return text.replace("'", "'\\''").replace("[", "\\[").replace("]", "\\]").replace(":", "\\:")


def zsh(cmds, per):
    lines = [
        "#compdef cardstock",
        "# zsh completion for cardstock (generated from its help text by Scripts/package-files.py)",
        "_cardstock() {",
        "  local -a commands",
        "  commands=(",
    ]
    lines += [f"    '{name}:{zsh_quote(summary)}'" for name, summary in cmds]
    lines += [
        "  )",
        "  if (( CURRENT == 2 )); then",
        "    _describe 'command' commands",
        "    return",
        "  fi",
        "  case $words[2] in",
    ]
    for name, _ in cmds:
        if name == "help":
            lines.append("    help) _describe 'command' commands ;;")
            continue
        specs = []
        for long, (short, value, text) in per[name][1].items():
            arg = ":value:_files" if value else ""
            names = f"{{{short},{long}}}" if short else long
            specs.append(f"'{names}[{zsh_quote(text)}]{arg}'" if not short else f"{names}'[{zsh_quote(text)}]{arg}'")
        if name == "import":
            specs.append("'1:source:(apple-health)'")
            specs.append("'2:export:_files'")
        else:
            specs.append("'*:file:_files'")
        lines.append(f"    {name}) _arguments -s \\")
        lines += [f"        {spec} \\" for spec in specs[:-1]]
        lines.append(f"        {specs[-1]} ;;")
    lines += ["  esac", "}", '_cardstock "$@"']
    return "\n".join(lines) + "\n"


def fish_quote(text):
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def fish(cmds, per):
    names = " ".join(n for n, _ in cmds)
    lines = [
        "# fish completion for cardstock (generated from its help text by Scripts/package-files.py)",
        "complete -c cardstock -f",
        f"complete -c cardstock -n 'not __fish_seen_subcommand_from {names}' -s h -l help -d 'Show help'",
        f"complete -c cardstock -n 'not __fish_seen_subcommand_from {names}' -s V -l version -d 'Print the version'",
    ]
    for name, summary in cmds:
        lines.append(f"complete -c cardstock -n 'not __fish_seen_subcommand_from {names}' -a {name} -d {fish_quote(summary)}")
    for name, _ in cmds:
        cond = f"'__fish_seen_subcommand_from {name}'"
        if name == "help":
            lines.append(f"complete -c cardstock -n {cond} -a {fish_quote(names)}")
            continue
        if name == "import":
            lines.append(f"complete -c cardstock -n {cond} -a apple-health -d 'An Apple Health export'")
        lines.append(f"complete -c cardstock -n {cond} -F")
        for long, (short, value, text) in per[name][1].items():
            parts = [f"complete -c cardstock -n {cond}"]
            if short:
                parts.append(f"-s {short[1:]}")
            parts.append(f"-l {long[2:]}")
            if value:
                parts.append("-r -F")
            if text:
                parts.append(f"-d {fish_quote(text)}")
            lines.append(" ".join(parts))
    return "\n".join(lines) + "\n"


def write(root, relative, text):
    path = os.path.join(root, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: package-files.py BINARY ROOT")
    binary, root = sys.argv[1], sys.argv[2]
    version = subprocess.run([binary, "--version"], check=True, capture_output=True, text=True).stdout.split()[-1]
    overview, cmds, per = gather(binary)
    if not cmds:
        sys.exit("package-files.py: no COMMANDS: section in `cardstock help`")
    write(root, "usr/share/man/man1/cardstock.1", man_page(version, overview, cmds, per))
    write(root, "usr/share/bash-completion/completions/cardstock", bash(cmds, per))
    write(root, "usr/share/zsh/vendor-completions/_cardstock", zsh(cmds, per))
    write(root, "usr/share/fish/vendor_completions.d/cardstock.fish", fish(cmds, per))


if __name__ == "__main__":
    main()
