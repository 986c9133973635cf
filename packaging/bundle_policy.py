"""What the PyInstaller bundles leave out: shared by packaging/gpu-wizard.spec and benchmarks/bench_bundle.py.

The app uses QtCore, QtGui, QtWidgets, QtPrintSupport and QtSvg; pyqtgraph needs QtOpenGL and
QtOpenGLWidgets (a bundle without them fails to start). Everything else Qt ships in PySide6-Essentials
is left out, both as Python modules (EXCLUDES, for the analysis) and as libraries, plugins and
translations the Qt hooks would still collect (`wanted`, applied to the analysis results).
"""

from __future__ import annotations

# Qt modules the app does not use (it uses QtCore, QtGui, QtWidgets, QtPrintSupport, QtSvg; pyqtgraph
# needs QtOpenGL and QtOpenGLWidgets, which stay). Nothing imports QtNetwork: the app is offline.
QT_EXCLUDES = [
    "PySide6." + m
    for m in (
        "QtNetwork", "QtQml", "QtQmlFeatures", "QtQuick", "QtQuickControls2", "QtQuickTest", "QtQuickWidgets",
        "QtSql", "QtDesigner", "QtUiTools", "QtHelp", "QtTest", "QtXml", "QtDBus", "QtConcurrent",
        "QtLabsStyleKit", "Qt3DCore", "Qt3DRender", "Qt3DInput", "Qt3DLogic", "Qt3DAnimation", "Qt3DExtras",
        "QtWebEngineCore", "QtWebEngineWidgets", "QtWebEngineQuick", "QtWebChannel", "QtWebSockets",
        "QtMultimedia", "QtMultimediaWidgets", "QtCharts", "QtDataVisualization", "QtGraphs", "QtPdf",
        "QtPdfWidgets", "QtPositioning", "QtLocation", "QtBluetooth", "QtNfc", "QtSerialPort", "QtSensors",
        "QtRemoteObjects", "QtScxml", "QtStateMachine", "QtTextToSpeech", "QtSpatialAudio", "QtHttpServer",
        "QtAxContainer", "QtQuick3D",
    )
]
EXCLUDES = [
    *QT_EXCLUDES,
    "tkinter", "_tkinter", "PyQt5", "PyQt6", "PySide2", "sip",
    "pyqtgraph.opengl", "pyqtgraph.examples", "pyqtgraph.jupyter", "OpenGL", "scipy", "matplotlib", "pandas",
    "IPython", "jupyter_rfb", "h5py", "cupy", "numba", "colorcet",
    "pytest", "_pytest", "pytestqt", "hypothesis", "mypy", "ruff", "setuptools", "pkg_resources", "pip",
    "numpy.f2py", "numpy.distutils", "numpy.testing._private.extbuild", "lib2to3", "pydoc_data",
    "xmlrpc", "ftplib", "imaplib", "smtplib", "poplib", "nntplib", "telnetlib", "http.server", "wsgiref",
]

# Qt plugin folders and libraries to drop (matched against the bundle path of each file):
# QML, SQL, network, designer and device-only platforms (framebuffer, EGLFS, VNC, Vulkan display).
DROP_PATH_PARTS = (
    "/plugins/qmltooling/", "/plugins/sqldrivers/", "/plugins/networkinformation/", "/plugins/tls/",
    "/plugins/designer/", "/plugins/egldeviceintegrations/", "/plugins/generic/",
    "/plugins/platforminputcontexts/libqtvirtualkeyboardplugin", "/plugins/wayland-graphics-integration-server/",
    "/plugins/platforms/libqeglfs", "/plugins/platforms/libqlinuxfb", "/plugins/platforms/libqvnc",
    "/plugins/platforms/libqvkkhrdisplay", "/plugins/platforms/libqminimalegl",
    "/plugins/imageformats/libqpdf", "/Qt/qml/",
)
# Qt libraries of modules the app does not use, as named on Linux (libQt6X.so.6), Windows (Qt6X.dll)
# and macOS (QtX.framework).
DROP_QT_LIBS = ("Qml", "Quick", "Network", "Sql", "Designer", "Help", "Test", "Labs", "Lottie", "Pdf",
                "EglFS", "WaylandCompositor", "WaylandEgl", "WlShell", "ShaderTools", "VirtualKeyboard")
DROP_LIB_PREFIXES = (*(f"{prefix}{lib}" for lib in DROP_QT_LIBS for prefix in ("libQt6", "Qt6")), "libpyside6qml")
DROP_FRAMEWORKS = tuple(f"/Qt{lib}.framework/" for lib in DROP_QT_LIBS)
# Qt's own translations: keep only the app's languages (English needs none).
KEEP_QT_TRANSLATIONS = ("qtbase_zh_CN.qm", "qt_zh_CN.qm")


def wanted(dest: str) -> bool:
    """False for a bundle file the app never loads."""
    path = "/" + dest.replace("\\", "/")
    if any(part in path for part in DROP_PATH_PARTS + DROP_FRAMEWORKS):
        return False
    name = path.rsplit("/", 1)[-1]
    if name.startswith(DROP_LIB_PREFIXES):
        return False
    if "/Qt/translations/" in path:
        return name in KEEP_QT_TRANSLATIONS
    return True
