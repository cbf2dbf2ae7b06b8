"""The Aftermath characters and the Doctor (lockdown-stretch-goals.md §6, AFT-*, COMP-SG-05..10/13): a crew line
the Lockdown Draft and, as a PROPOSED adaptation, the Nemesis ship's Draft may take in (config crew "aftermath")."""
