"""Intruder species as plug-ins: data + one module each. The base Intruders use the base rules."""
