"""What several species share: revealing and reading their Weakness cards, and the facts Objective cards ask
of them. Each species package imports these; none of it names a species."""
