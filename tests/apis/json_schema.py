"""Validates texts against JSON Schemas with Python's `jsonschema` (draft 2020-12, with
format checking), for `tests/apis/json_schema.rs`.

Reads `{"schemas": {NAME: SCHEMA}, "texts": [[NAME, TEXT], ...]}` from standard input and
prints, as JSON, whether each text is valid against its schema.
"""

import json
import sys

from jsonschema import Draft202012Validator


def main():
    request = json.load(sys.stdin)
    validators = {
        name: Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)
        for name, schema in request["schemas"].items()
    }
    for validator in validators.values():
        validator.check_schema(validator.schema)
    json.dump([validators[name].is_valid(text) for name, text in request["texts"]], sys.stdout)


if __name__ == "__main__":
    main()
