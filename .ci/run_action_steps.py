#!/usr/bin/env python3
"""Runs the `run:` steps of a composite action.yml locally, as GitHub's runner would: inputs from
their defaults (overridden by NAME=VALUE arguments), `${{ ... }}` expressions of the kinds the
action uses substituted, step outputs passed through GITHUB_OUTPUT. `uses:` steps (setup-java,
cache, upload-sarif) need GitHub and are listed, not run. Exits with the status of the last step
that ran, so the gate's verdict comes through.

usage: run_action_steps.py ACTION_DIR WORKSPACE [NAME=VALUE ...]
"""
import os
import re
import subprocess
import sys
import tempfile

import yaml


def main():
    action_dir, workspace = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    with open(os.path.join(action_dir, "action.yml")) as f:
        action = yaml.safe_load(f)
    inputs = {k: str(v.get("default", "")) for k, v in action.get("inputs", {}).items()}
    for arg in sys.argv[3:]:
        name, value = arg.split("=", 1)
        if name not in inputs:
            sys.exit(f"unknown input {name}")
        inputs[name] = value
    temp = tempfile.mkdtemp(prefix="runner-temp-")
    # the runner's tool cache outlives a job (a hosted runner's is restored by actions/cache): RUNNER_TOOL_CACHE when set
    tool_cache = os.environ.get("RUNNER_TOOL_CACHE") or tempfile.mkdtemp(prefix="runner-tool-cache-")
    outputs = {}

    def expand(text, step_id=None):
        def one(m):
            expr = m.group(1).strip()
            if expr.startswith("inputs."):
                return inputs[expr[len("inputs."):]]
            if expr == "github.action_path":
                return action_dir
            if expr == "runner.temp":
                return temp
            if expr == "runner.tool_cache":
                return tool_cache
            if expr == "runner.os":
                return "Linux"
            if expr == "github.sha":
                return "local"
            got = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expr)
            if got:
                return outputs.get(got.group(1), {}).get(got.group(2), "")
            raise SystemExit(f"expression not supported by this local runner: {expr}")
        return re.sub(r"\$\{\{(.*?)\}\}", one, str(text))

    status = 0
    for step in action["runs"]["steps"]:
        name = step.get("name", step.get("id", "?"))
        if "uses" in step:
            print(f"[skip] {name}: uses {step['uses']} (needs GitHub)")
            continue
        condition = step.get("if")
        if condition and expand(condition).strip() in ("false", "''"):
            print(f"[skip] {name}: if {condition}")
            continue
        out_file = os.path.join(temp, "github_output")
        open(out_file, "w").close()
        env = dict(os.environ, GITHUB_OUTPUT=out_file, GITHUB_WORKSPACE=workspace, RUNNER_TEMP=temp)
        for k, v in (step.get("env") or {}).items():
            env[k] = expand(v)
        print(f"[run] {name}", flush=True)
        status = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", expand(step["run"])], cwd=workspace, env=env).returncode
        with open(out_file) as f:
            outputs[step.get("id", name)] = dict(line.rstrip("\n").split("=", 1) for line in f if "=" in line)
        print(f"[exit {status}] {name}", flush=True)
        if status != 0:
            break
    sys.exit(status)


if __name__ == "__main__":
    main()
