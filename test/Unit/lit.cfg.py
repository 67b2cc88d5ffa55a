# Runs the GoogleTest binaries under unittests/ as lit tests.
import os
import lit.formats

config.name = "oa-Unit"
config.suffixes = []
config.test_exec_root = config.unit_test_dir
config.test_source_root = config.unit_test_dir
config.test_format = lit.formats.GoogleTest(".", "Tests")
