# GPU Selection Wizard — the two set-up commands are `make run` and `make test` (see README.md).
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-$(shell cat pyproject.toml | sha1sum | cut -c1-12)

# Debian libraries Qt needs offscreen, for screenshots under Xvfb, and for PDF checks
# (../shared/reference/platform.md, measured on a fresh Debian 12).
DEBS_QT := libglib2.0-0 libgl1 libegl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 libxkbcommon0 fonts-dejavu-core
DEBS_X := xvfb xauth libxcb1 libx11-xcb1 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-image0 \
	libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-render0 libxcb-shape0 libxcb-shm0 libxcb-sync1 \
	libxcb-util1 libxcb-xfixes0 libxcb-xkb1
DEBS_PDF := poppler-utils
# Validators the packaging tests run on the desktop entry and AppStream file (tests/test_packaging.py).
DEBS_DESKTOP := desktop-file-utils appstream
DEBS := $(DEBS_QT) $(DEBS_X) $(DEBS_PDF) $(DEBS_DESKTOP)

export LANG := C.UTF-8
export LC_ALL := C.UTF-8

.PHONY: run test lint typecheck unit deps venv validate bench bench-instructions screenshots screenshots-gui clean

run: $(STAMP)
	$(VENV)/bin/gpu-wizard $(ARGS)

test: deps $(STAMP) lint typecheck unit

# $(call install_debs,PACKAGES): install the Debian packages that are missing (as root), or say
# which to install (as a user).
define install_debs
	@missing=$$(for p in $(1); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Installing Debian packages: $$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	  else \
	    echo "Missing Debian packages (run as root or: sudo apt-get install $$missing)"; \
	  fi; \
	fi
endef

deps:
	$(call install_debs,$(DEBS))

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	rm -f $(VENV)/.installed-*
	touch $(STAMP)

venv: $(STAMP)

lint: $(STAMP)
	$(VENV)/bin/ruff check wizard tests benchmarks

typecheck: $(STAMP)
	$(VENV)/bin/mypy wizard/core

unit: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -p no:cacheprovider

validate: $(STAMP)
	$(PY) benchmarks/validate.py

bench: $(STAMP)
	$(PY) benchmarks/bench_recommend.py

# recommend's instructions against another commit (BASE=...), counted with valgrind: for changes too small
# for this machine's wall-clock noise.
bench-instructions: $(STAMP)
	$(PY) benchmarks/bench_recommend_instructions.py --base $(or $(BASE),HEAD) --gpus $(or $(GPUS),0)

# Everything to look at: the GUI (English, light and dark, 100 % and 200 %), the GUI in Chinese and
# pseudo-localised, and the PDF summaries as page images.
screenshots: screenshots-gui screenshots-i18n screenshots-pdf

# Every wizard page, result tab, chart, the catalog browser and the compare view under Xvfb (a real
# X server), light and dark, at 100 % and 200 %: screenshots/gui/<theme>-<scale>x/<nn>-<page>.png.
screenshots-gui: deps $(STAMP)
	xvfb-run -a -s "-screen 0 1920x1200x24" $(PY) tools/screenshots.py --out screenshots

clean:
	rm -rf $(VENV) build dist *.egg-info screenshots

# ---- translations (wizard/i18n.py, docs/GLOSSARY.md): one Qt Linguist catalog for the GUI, the
# report, the command line and the core's messages. lupdate keeps existing translations; new
# strings arrive as type="unfinished" (tests/test_i18n.py fails until they are translated).
# Both the .ts and the compiled .qm are committed, so a clean clone and the wheel need no lrelease.
TS_FILES := resources/translations/gpu_wizard_zh_CN.ts
QT_CATALOGS := qtbase_zh_CN.qm
.PHONY: translations translations-update translations-release
translations: translations-update translations-release

translations-update: $(STAMP)
	$(VENV)/bin/pyside6-lupdate -silent -locations none -no-obsolete -extensions py wizard -ts $(TS_FILES)

translations-release: $(STAMP)
	for ts in $(TS_FILES); do $(VENV)/bin/pyside6-lrelease -silent $$ts -qm $${ts%.ts}.qm || exit 1; done
	qtdir=$$($(PY) -c 'from PySide6.QtCore import QLibraryInfo as L; print(L.path(L.LibraryPath.TranslationsPath))'); \
	for qm in $(QT_CATALOGS); do cp "$$qtdir/$$qm" resources/translations/$$qm; done

# ---- packaging (packaging/, packaging/linux/README.md): a one-folder PyInstaller bundle with the GUI
# and CLI executables, and its .tar.gz. package-test builds it from scratch, validates the desktop
# entry and AppStream metainfo, and runs the bundle with the network unavailable (unshare -n).
DEBS_PKG := binutils
.PHONY: package package-test package-deps bench-bundle

package-deps:
	$(call install_debs,$(DEBS_PKG))

package: $(STAMP)
	@$(PY) -c 'import PyInstaller' 2>/dev/null || $(PY) -m pip install -q -e '.[package]'
	@git status --porcelain 2>/dev/null | grep -q . && echo "NOTICE: the working tree has uncommitted changes; they go into the bundle" || true
	packaging/linux/build.sh $(PY)

package-test: deps package-deps $(STAMP)
	rm -rf build/dist build/pyi dist/gpu-wizard-*-linux-*.tar.gz
	$(MAKE) --no-print-directory package
	desktop-file-validate packaging/linux/io.github.gpuwizard.GpuWizard.desktop
	appstreamcli validate --no-net packaging/linux/io.github.gpuwizard.GpuWizard.metainfo.xml
	packaging/linux/smoke_test.sh build/dist/gpu-wizard $(PY)

bench-bundle: $(STAMP)
	@$(PY) -c 'import PyInstaller' 2>/dev/null || $(PY) -m pip install -q -e '.[package]'
	$(PY) benchmarks/bench_bundle.py

# Every page in Chinese and in pseudo-localisation (stretched text finds clipped layouts):
# screenshots/zh_CN/gui/... and screenshots/pseudo/gui/... (light theme, 1x and 2x; Chinese also in the
# dark theme at 1x, for the colours of notes, warnings and charts behind CJK text).
.PHONY: screenshots-i18n
screenshots-i18n: deps $(STAMP)
	for lang in zh_CN pseudo; do \
	  if command -v xvfb-run >/dev/null; then run="xvfb-run -a -s '-screen 0 1920x1200x24'"; \
	  else run="env QT_QPA_PLATFORM=offscreen"; fi; \
	  export GPU_WIZARD_LANG=$$lang; \
	  eval $$run $(PY) tools/screenshots.py --out screenshots/$$lang --themes light --scales 1,2 || exit 1; \
	done
	export GPU_WIZARD_LANG=zh_CN; \
	if command -v xvfb-run >/dev/null; then run="xvfb-run -a -s '-screen 0 1920x1200x24'"; \
	else run="env QT_QPA_PLATFORM=offscreen"; fi; \
	eval $$run $(PY) tools/screenshots.py --out screenshots/zh_CN --themes dark --scales 1

# The printable PDF summary for the four journeys (tests/report/profiles/*.json), English on A4 and
# Chinese on Letter, with every page as PNG (pdftoppm -r 80) to look at:
# screenshots/pdf/<journey>-<lang>.pdf and screenshots/pdf/<journey>-<lang>-<page>.png; and the
# batch summary of all of them (gpu-wizard batch): screenshots/pdf/batch-summary-<lang>-1.png.
.PHONY: screenshots-pdf
screenshots-pdf: deps $(STAMP)
	mkdir -p screenshots/pdf
	rm -f screenshots/pdf/*.pdf screenshots/pdf/*.png
	for f in tests/report/profiles/*.json; do \
	  n=$$(basename $$f .json); \
	  $(VENV)/bin/gpu-wizard report --profile $$f --out screenshots/pdf/$$n-en.pdf --lang en --paper a4 || exit 1; \
	  $(VENV)/bin/gpu-wizard report --profile $$f --out screenshots/pdf/$$n-zh_CN.pdf --lang zh_CN --paper letter || exit 1; \
	done
	for lang in en zh_CN; do \
	  rm -rf screenshots/pdf/batch-$$lang; \
	  $(VENV)/bin/gpu-wizard batch tests/report/profiles --out-dir screenshots/pdf/batch-$$lang --format csv --format pdf \
	    --lang $$lang >/dev/null || exit 1; \
	  cp screenshots/pdf/batch-$$lang/summary.pdf screenshots/pdf/batch-summary-$$lang.pdf; \
	done
	for p in screenshots/pdf/*.pdf; do pdftoppm -r 80 -png $$p $${p%.pdf} || exit 1; done
