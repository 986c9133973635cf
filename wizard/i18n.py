"""Language selection and translation for every front end (GUI, PDF report, command line).

The mechanism: Qt Linguist catalogs everywhere.

* Sources: the GUI uses ``self.tr("literal")``; the report uses
  ``QCoreApplication.translate("report", "literal")``; the command line's text
  (wizard/recommend_text.py) uses ``translate("cli", "literal")``; the Qt-free core marks its
  templates with a no-op ``QT_TRANSLATE_NOOP("messages", "literal")`` (wizard/core/messages.py).
  ``pyside6-lupdate`` recognises all four forms in Python files and collects them into one catalog,
  resources/translations/gpu_wizard_zh_CN.ts; ``pyside6-lrelease`` compiles it to the .qm that
  ships (``make translations`` does both). Only literals are seen: never an f-string, a variable or
  a concatenation at run time inside these calls.
* The command line and the report's content need no Qt at all: :func:`translator` reads the same
  .qm with wizard/qm.py, which looks strings up exactly as ``QTranslator`` does (a test compares
  every message), without the ~80 ms of importing PySide6.
* The GUI installs translators on the application (:func:`install_qt_translators`), including Qt's
  own ``qtbase_zh_CN.qm`` so Back/Next/Finish/Cancel and standard dialogs are translated, and can
  switch at run time (:func:`switch_language`): Qt then sends ``QEvent.LanguageChange`` to every
  widget, which re-sets its texts in ``changeEvent``.
* Language choice: ``--lang`` > the saved setting > the system locale (:func:`resolve_language`).
  The GUI stores the chosen code (``"en"``, ``"zh_CN"``) in its own settings.
* Pseudo-localisation (``--lang pseudo`` or ``GPU_WIZARD_PSEUDO=1``) accents every string and
  stretches it by about 40 % — ``[Ñëẋŧ ~~]`` — keeping ``{placeholders}``, ``%n``, ``%1``, HTML tags
  and ``&`` mnemonics intact, to find truncated layouts in screenshots.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from wizard.core.translatable import Translate, untranslated
from wizard.paths import as_file_path, resource_path
from wizard.qm import QmCatalog, QmError

if TYPE_CHECKING:  # Qt types only for annotations; importing this module does not load Qt widgets
    from PySide6.QtCore import QCoreApplication, QTranslator


ENGLISH = "en"
CHINESE = "zh_CN"
PSEUDO = "pseudo"
DEFAULT_LANGUAGE = ENGLISH
CATALOG_NAME = "gpu_wizard"
PSEUDO_ENV = "GPU_WIZARD_PSEUDO"

# Shown in the language menu in each language's own script, so a user can always find theirs.
LANGUAGE_NAMES: dict[str, str] = {ENGLISH: "English", CHINESE: "简体中文"}

# Qt's own catalogs loaded next to ours (modules the app uses: widgets, dialogs, print dialogs).
QT_CATALOGS = ("qtbase",)


# ---------------------------------------------------------------- choosing the language

def available_languages() -> list[str]:
    """Language codes offered to users, in menu order (pseudo-localisation is a developer mode)."""
    return list(LANGUAGE_NAMES)


def language_name(lang: str) -> str:
    """The language's name in its own script ("简体中文"), for a language menu."""
    return LANGUAGE_NAMES.get(lang, lang)


def normalize_language(value: str | None) -> str | None:
    """A canonical code ("en", "zh_CN", "pseudo") for spellings like "zh-CN", "zh_Hans", "en_US.UTF-8".

    Returns None for an empty or unknown value (so a bad saved setting falls back to the system).
    """
    if not value:
        return None
    v = value.strip().split(".")[0].split("@")[0].replace("-", "_").lower()
    if v == PSEUDO:
        return PSEUDO
    if v in ("zh", "zh_cn", "zh_sg", "zh_hans") or v.startswith("zh_hans"):
        return CHINESE
    if v == "en" or v.startswith("en_") or v in ("c", "posix"):
        return ENGLISH
    return None


def system_language() -> str:
    """The language of the system: "zh_CN" for a Simplified Chinese user interface, else "en".

    Reads the user's preferred UI languages in order (``QLocale.system().uiLanguages()``: on Linux from
    LANGUAGE / LC_ALL / LC_MESSAGES / LANG, on Windows and macOS from the system settings) and takes the
    first one we have: zh_CN, zh_SG and zh-Hans-* are Simplified Chinese; Traditional Chinese (zh_TW,
    zh_HK, zh-Hant-*) has no catalog yet and gets English.
    """
    if _posix_c_locale():
        return ENGLISH
    for tag in _ui_languages():
        parts = tag.replace("-", "_").lower().split("_")
        if parts[0] == "zh":
            traditional = "hant" in parts or any(p in ("tw", "hk", "mo") for p in parts[1:])
            return ENGLISH if traditional else CHINESE
        if parts[0] in ("en", "c", "posix"):
            return ENGLISH
    return ENGLISH


def _ui_languages(env: Mapping[str, str] | None = None) -> list[str]:
    """The user's preferred UI languages, most preferred first.

    On Linux and other POSIX systems these come from the environment, read the way Qt and gettext
    read them (LANGUAGE is a colon list, then LC_ALL, LC_MESSAGES, LANG), so the command line does
    not have to load Qt (~60 ms) just to pick a language. Windows and macOS keep their preferences
    in system settings, which only Qt reads.
    """
    if sys.platform in ("win32", "darwin"):
        from PySide6.QtCore import QLocale

        return list(QLocale.system().uiLanguages())
    env = os.environ if env is None else env
    tags = [t for t in env.get("LANGUAGE", "").split(":") if t]
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(key)
        if value:
            tags.append(value.split(".")[0].split("@")[0])
            break
    return tags


def _posix_c_locale(env: Mapping[str, str] | None = None) -> bool:
    """LC_ALL/LC_MESSAGES/LANG name the C locale: like gettext, ignore LANGUAGE then (Qt does not).

    This is how `make test` (LC_ALL=C.UTF-8) gets English whatever the developer's desktop language.
    """
    if sys.platform in ("win32", "darwin"):
        return False
    env = os.environ if env is None else env
    effective = env.get("LC_ALL") or env.get("LC_MESSAGES") or env.get("LANG") or ""
    return effective.split(".")[0] in ("C", "POSIX")


def pseudo_requested(env: Mapping[str, str] | None = None) -> bool:
    value = (os.environ if env is None else env).get(PSEUDO_ENV, "")
    return value.strip().lower() not in ("", "0", "false", "no", "off")


def resolve_language(cli_lang: str | None = None, saved: str | None = None) -> str:
    """The language to use: the ``--lang`` flag, else the saved setting, else the system locale.

    ``GPU_WIZARD_PSEUDO=1`` selects pseudo-localisation unless ``--lang`` names a language.
    Unknown values are ignored rather than fatal (a stale settings file must not stop the app).
    """
    explicit = normalize_language(cli_lang)
    if explicit is not None:
        return explicit
    if pseudo_requested():
        return PSEUDO
    return normalize_language(saved) or system_language()


def saved_language_value(lang: str) -> str | None:
    """What the GUI should store for a chosen language (None: nothing to store, e.g. pseudo mode)."""
    code = normalize_language(lang)
    return code if code in LANGUAGE_NAMES else None


# ---------------------------------------------------------------- catalogs on disk

def translations_dir() -> Path:
    return as_file_path(resource_path("translations"))


def catalog_path(lang: str) -> Path:
    """resources/translations/gpu_wizard_<lang>.qm (may not exist for English)."""
    return translations_dir() / f"{CATALOG_NAME}_{lang}.qm"


def qt_catalog_path(name: str, lang: str) -> Path | None:
    """Qt's own catalog (e.g. qtbase_zh_CN.qm): the bundled copy, else the Qt installation's."""
    bundled = translations_dir() / f"{name}_{lang}.qm"
    if bundled.is_file():
        return bundled
    from PySide6.QtCore import QLibraryInfo

    installed = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / f"{name}_{lang}.qm"
    return installed if installed.is_file() else None


def _load(path: Path | None) -> QTranslator | None:
    from PySide6.QtCore import QTranslator

    if path is None or not path.is_file():
        return None
    t = QTranslator()
    return t if t.load(str(path)) else None


# ---------------------------------------------------------------- pseudo-localisation

_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđëƒĝĥîĵķļɱñöþǫŗšŧüṽŵẋÿžÀƁÇĐËƑĜĤÎĴĶĻṀÑÖÞǪŘŠŦÜṼŴẊŸŽ",
)
# Kept verbatim: {name} / {x:.1f} placeholders, %n and %1 arguments, HTML tags and entities,
# "&&", and URLs / shell commands are not in catalog strings, so nothing else needs protecting.
_PROTECTED = re.compile(r"\{[^{}]*\}|%L?n|%L?\d+|<[^<>]*>|&[a-zA-Z]+;|&#?\w+;|&&")
PSEUDO_STRETCH = 0.4


def pseudo_localize(text: str) -> str:
    """Accent letters, wrap in [ ] and pad by ~40 % so truncation and hard-coded text stand out."""
    if not text:
        return text
    parts: list[str] = []
    pos = 0
    visible = 0
    for m in _PROTECTED.finditer(text):
        chunk = text[pos:m.start()]
        parts.append(chunk.translate(_ACCENTED))
        visible += len(chunk)
        parts.append(m.group(0))
        pos = m.end()
    tail = text[pos:]
    parts.append(tail.translate(_ACCENTED))
    visible += len(tail)
    pad = "~" * max(1, round(visible * PSEUDO_STRETCH) - 2)
    return "[" + "".join(parts) + " " + pad + "]"


# ---------------------------------------------------------------- translating without a QApplication

def _pseudo(context: str, text: str) -> str:
    return pseudo_localize(text)


@lru_cache(maxsize=8)
def _translator_for(lang: str) -> Translate:
    if lang == PSEUDO:
        return _pseudo
    if lang == ENGLISH:
        return untranslated
    path = catalog_path(lang)
    try:
        catalog = QmCatalog.load(path)
    except (OSError, QmError):  # no catalog for this language, or a damaged one: English
        return untranslated

    def translate(context: str, text: str) -> str:
        return catalog.translate(context, text) or text

    return translate


def translator(lang: str | None = None) -> Translate:
    """A ``translate(context, source) -> text`` function for callers without a Qt application.

    ``lang`` None follows :func:`resolve_language` (pseudo env switch, else the system locale).
    Untranslated text falls back to the English source.
    """
    return _translator_for(resolve_language(lang))


def qt_translate(context: str, text: str) -> str:
    """Translate through the translators installed on the running Q(Core)Application.

    Pass this as the ``translate`` argument of ``wizard.core.messages.render`` in the GUI, so core
    messages follow a language switch like every other string.
    """
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(context, text)


# ---------------------------------------------------------------- translators on a Qt application

def _make_pseudo_translator() -> QTranslator:
    from PySide6.QtCore import QTranslator

    class PseudoTranslator(QTranslator):
        """Answers for every context (Qt's own strings too) with the stretched source."""

        def translate(self, context: str, source: str, disambiguation: str | None = None,
                      n: int = -1) -> str:
            return pseudo_localize(source)

        def isEmpty(self) -> bool:
            return False

        def language(self) -> str:
            return "en"

    return PseudoTranslator()


_installed: list[QTranslator] = []
_current: list[str] = []


def qt_translators(lang: str) -> list[QTranslator]:
    """The loaded translators for a language, ours first (it wins over Qt's for a shared context)."""
    if lang == PSEUDO:
        return [_make_pseudo_translator()]
    found = [_load(catalog_path(lang))] if lang != ENGLISH else []
    found += [_load(qt_catalog_path(name, lang)) for name in QT_CATALOGS] if lang != ENGLISH else []
    return [t for t in found if t is not None]


def install_qt_translators(app: QCoreApplication, lang: str) -> list[QTranslator]:
    """Install the catalogs for ``lang`` on ``app`` and make ``lang`` the default QLocale.

    The translators are also kept referenced here (Python must not collect them while installed).
    Qt searches the most recently installed translator first, so ours is installed last.
    """
    from PySide6.QtCore import QLocale

    code = normalize_language(lang) or ENGLISH
    translators = qt_translators(code)
    for t in reversed(translators):
        app.installTranslator(t)
    _installed.extend(translators)
    _current[:] = [code]
    QLocale.setDefault(QLocale(QLocale.Language.Chinese, QLocale.Country.China) if code == CHINESE
                       else QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    return translators


def switch_language(app: QCoreApplication, lang: str) -> list[QTranslator]:
    """Change the language of a running app: remove our translators, install the new ones.

    Each install/remove makes Qt post ``QEvent.LanguageChange`` to every widget; widgets re-set
    their texts in ``changeEvent`` (see docs/GLOSSARY.md, "For developers").
    """
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    return install_qt_translators(app, lang)


def current_language() -> str:
    """The language last installed on the application (English before any install)."""
    return _current[0] if _current else ENGLISH
