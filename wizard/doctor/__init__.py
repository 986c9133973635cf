"""`gpu-wizard doctor`: what this machine has, and whether its PyTorch can use it.

- probes.py: runs nvidia-smi, rocm-smi, lspci and a PyTorch probe with timeouts, reads /proc
- parsers.py: pure functions over the tools' text
- report.py: the `DoctorReport` model, the conclusions and the text form
- cli.py: `add_parser(subparsers)` and `run(args)` for the main CLI
"""

# Nothing is imported here: `gpu-wizard` imports wizard.doctor.cli for every command, and the
# probes and the knowledge base are only needed when `doctor` runs.
