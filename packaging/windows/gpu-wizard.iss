; Inno Setup 6 script of GPU Selection Wizard (GPU 选型向导) for Windows 10/11 x64.
;
; Build the bundle first (on Windows, see README.md), then:
;   iscc /DAppVersion=0.1.0 packaging\windows\gpu-wizard.iss
; Output: dist\gpu-wizard-<version>-windows-x64-setup.exe
;
; Installs per user by default (no administrator rights needed; procurement staff often have none),
; or for all users when the installer is started as administrator and "Install for all users" is chosen.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "GPU Selection Wizard"
#define AppNameZh "GPU 选型向导"
#define AppId "io.github.gpuwizard.GpuWizard"
#define BundleDir "..\..\build\dist\gpu-wizard"

[Setup]
AppId={#AppId}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=GPU Selection Wizard contributors
AppPublisherURL=https://github.com/gpuwizard/gpu-wizard
AppSupportURL=https://github.com/gpuwizard/gpu-wizard/issues
DefaultDirName={autopf}\GPU Selection Wizard
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0.17763
#if FileExists(AddBackslash(SourcePath) + "..\..\LICENSE")
LicenseFile=..\..\LICENSE
#endif
OutputDir=..\..\dist
OutputBaseFilename=gpu-wizard-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\resources\icons\app.ico
UninstallDisplayIcon={app}\gpu-wizard-gui.exe
UninstallDisplayName={#AppName} {#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "chinesesimplified"; MessagesFile: "compiler:Languages\ChineseSimplified.isl"

[CustomMessages]
english.LaunchApp=Start {#AppName}
chinesesimplified.LaunchApp=启动 {#AppNameZh}
english.CommandLine=Command line (gpu-wizard)
chinesesimplified.CommandLine=命令行（gpu-wizard）
english.SelfTest=Check the installation
chinesesimplified.SelfTest=检查安装

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
; The whole one-folder bundle: gpu-wizard-gui.exe (windowed), gpu-wizard.exe (console) and _internal\.
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\gpu-wizard-gui.exe"; Comment: "{#AppNameZh}"
Name: "{group}\{cm:CommandLine}"; Filename: "{cmd}"; Parameters: "/k ""{app}\gpu-wizard.exe"" --help"; WorkingDir: "{userdocs}"
Name: "{group}\{cm:SelfTest}"; Filename: "{cmd}"; Parameters: "/k ""{app}\gpu-wizard.exe"" --self-test"; WorkingDir: "{userdocs}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\gpu-wizard-gui.exe"; Tasks: desktopicon

[Registry]
; "Open with" for saved answers (.json stays associated with its usual program).
Root: HKA; Subkey: "Software\Classes\Applications\gpu-wizard-gui.exe\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\gpu-wizard-gui.exe"" ""%1"""; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\.json\OpenWithList\gpu-wizard-gui.exe"; Flags: uninsdeletekey

[Run]
Filename: "{app}\gpu-wizard-gui.exe"; Description: "{cm:LaunchApp}"; Flags: nowait postinstall skipifsilent
