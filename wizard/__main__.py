from wizard.cli import run

run()
