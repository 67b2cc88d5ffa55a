"""Prints where the oa package and its oa-llc are (for pip-install.test)."""
import oa
import oa.tools

print(oa.__file__)
print(oa.tools.find("oa-llc"))
