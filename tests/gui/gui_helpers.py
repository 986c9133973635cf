"""Helpers shared by the GUI tests (imported as a plain module: tests/ is not a package)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QPushButton,
    QRadioButton,
    QTreeWidget,
    QTreeWidgetItem,
    QWizard,
)
from pytestqt.qtbot import QtBot

from wizard.gui.main_window import MainWindow
from wizard.gui.settings import Settings
from wizard.gui.wizard import GpuWizard, PageId


def open_window(qtbot: QtBot, translate: Callable[[str, str], str], expert: bool = False) -> MainWindow:
    """A shown main window with every page loaded, as the user sees it right after start-up."""
    w = MainWindow(Settings(expert=expert), translate)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.wizard.load_pages()
    w.wizard.welcome.completeChanged.emit()
    return w


def next_button(wiz: GpuWizard) -> QPushButton:
    button = wiz.button(QWizard.WizardButton.NextButton)
    assert isinstance(button, QPushButton)
    return button


def click_next(qtbot: QtBot, wiz: GpuWizard, expect: PageId) -> None:
    """Press Next with the mouse and wait for the page to change."""
    button = next_button(wiz)
    assert button.isEnabled(), f"Next is disabled on page {PageId(wiz.currentId()).name}"
    with qtbot.waitSignal(wiz.currentIdChanged, timeout=3000):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert wiz.currentId() == expect


ANSWER_PAGES = (PageId.WORKLOAD, PageId.MODEL, PageId.BUDGET, PageId.PLATFORM, PageId.POWER, PageId.RESULTS)


def to_results(qtbot: QtBot, wiz: GpuWizard) -> None:
    """Press Next from the welcome page through every answer page to the results, as a user would."""
    for expect in ANSWER_PAGES:
        click_next(qtbot, wiz, expect)


def click(qtbot: QtBot, widget: QAbstractButton) -> None:
    """Mouse click on a check box or radio button's indicator (the centre of a wide one is not a hit)."""
    pos = QPoint(8, widget.height() // 2) if isinstance(widget, QCheckBox | QRadioButton) else widget.rect().center()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)


def tree_rows(tree: QTreeWidget) -> list[tuple[int, str, str]]:
    """Every row of a two-column tree, depth first: (depth, first column, second column)."""
    rows: list[tuple[int, str, str]] = []

    def walk(item: QTreeWidgetItem, depth: int) -> None:
        rows.append((depth, item.text(0), item.text(1)))
        for i in range(item.childCount()):
            walk(item.child(i), depth + 1)

    for i in range(tree.topLevelItemCount()):
        walk(tree.topLevelItem(i), 0)
    return rows


def mnemonics(window: MainWindow) -> dict[str, list[str]]:
    """Alt+letter keys on the screen now -> the texts that claim them: the menu bar's menus, the wizard's
    buttons and the shown page's buttons, buddied labels, group boxes and tabs (hidden widgets have none)."""
    import re

    from PySide6.QtWidgets import QGroupBox, QLabel, QTabBar

    found: dict[str, list[str]] = {}

    def claim(text: str) -> None:
        m = re.search(r"(?<!&)&([^&\s])", text.replace("&&", ""))
        if m:
            found.setdefault(m.group(1).lower(), []).append(text)

    for action in window.menuBar().actions():
        claim(action.text())
    wiz = window.wizard
    page = wiz.currentPage()
    roots = [page, *(wiz.button(b) for b in (QWizard.WizardButton.BackButton, QWizard.WizardButton.NextButton,
                                            QWizard.WizardButton.FinishButton, QWizard.WizardButton.CustomButton1,
                                            QWizard.WizardButton.CustomButton2))]
    for root in roots:
        for w in [root, *root.findChildren(QAbstractButton), *root.findChildren(QLabel),
                  *root.findChildren(QGroupBox), *root.findChildren(QTabBar)]:
            if not w.isVisibleTo(window):
                continue
            if isinstance(w, QAbstractButton) or (isinstance(w, QLabel) and w.buddy() is not None):
                claim(w.text())
            elif isinstance(w, QGroupBox):
                claim(w.title())
            elif isinstance(w, QTabBar):
                for i in range(w.count()):
                    claim(w.tabText(i))
    return found


def mnemonic_collisions(window: MainWindow) -> dict[str, list[str]]:
    return {key: texts for key, texts in mnemonics(window).items() if len(texts) > 1}


def menu_collisions(window: MainWindow) -> dict[str, list[str]]:
    """Within each menu of the menu bar (and its sub-menus): letters that two entries claim."""
    import re

    from PySide6.QtWidgets import QMenu

    out: dict[str, list[str]] = {}

    def walk(menu: QMenu) -> None:
        seen: dict[str, list[str]] = {}
        for action in menu.actions():
            m = re.search(r"(?<!&)&([^&\s])", action.text().replace("&&", ""))
            if m:
                seen.setdefault(m.group(1).lower(), []).append(action.text())
            if action.menu() is not None:
                walk(action.menu())
        out.update({f"{menu.title()}: {k}": v for k, v in seen.items() if len(v) > 1})

    for action in window.menuBar().actions():
        if action.menu() is not None:
            walk(action.menu())
    return out
