"""The one place message codes become text.

The core returns `Message(code, params)`; every front end (CLI, GUI, PDF) calls `render()`.
Templates are marked with `QT_TRANSLATE_NOOP("messages", ...)` — a no-op here, so the core stays
Qt-free — which `pyside6-lupdate` collects into resources/translations/*.ts. A front end passes a
`translate(context, text)` function (Qt's QCoreApplication.translate or a loaded QTranslator) to
get another language; the placeholders `{name}` are kept by translators.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from wizard.core.errors import VALIDATOR_TEXTS
from wizard.core.results import Message
from wizard.core.translatable import QT_TRANSLATE_NOOP, Translate, untranslated

CONTEXT = "messages"


TEMPLATES: dict[str, str] = {
    # --- why a configuration was excluded
    "EXCLUDED_VRAM": QT_TRANSLATE_NOOP("messages", "Not enough memory: needs {need} GiB per card; with {count} cards, each gives {have} GiB."),
    "EXCLUDED_BUDGET": QT_TRANSLATE_NOOP("messages", "Over budget: costs {price}, budget {budget}."),
    "EXCLUDED_BUDGET_FLEET": QT_TRANSLATE_NOOP("messages", "Over budget: the GPUs for {machines} machines cost {price}, budget {budget} in total."),
    "EXCLUDED_NO_PRICE": QT_TRANSLATE_NOOP("messages", "No list price: ask a vendor for a quote and enter it as a price override."),
    "EXCLUDED_PSU": QT_TRANSLATE_NOOP("messages", "Power supply too small: needs about {need} W, you have {have} W."),
    "EXCLUDED_PSU_PLUGS": QT_TRANSLATE_NOOP("messages", "Not enough power plugs: this needs {need} PCIe 8-pin plugs and your power supply has {have} (counted for the reference card; some partner cards take one more)."),
    "EXCLUDED_PSU_PLUGS_ADAPTER": QT_TRANSLATE_NOOP("messages", "Not enough power plugs: with no native 16-pin plug left on your power supply, each card's adapter takes {per_adapter} PCIe 8-pin plugs, {need} in all, and your power supply has {have}."),
    "EXCLUDED_GPU_WATTS": QT_TRANSLATE_NOOP("messages", "Over the GPU power cap: {need} W against your limit of {cap} W."),
    "EXCLUDED_SERVER_MODULE": QT_TRANSLATE_NOOP("messages", "This {form} module needs a special server board; it does not fit a desktop."),
    "EXCLUDED_PASSIVE_DESKTOP": QT_TRANSLATE_NOOP("messages", "Passively cooled datacenter card: it needs server airflow and overheats in a desktop tower."),
    "EXCLUDED_PASSIVE_COOLING": QT_TRANSLATE_NOOP("messages", "Fanless card: it needs a rack server's strong airflow, which your cooling answer rules out."),
    "EXCLUDED_EDGE_MODULE": QT_TRANSLATE_NOOP("messages", "An embedded Jetson module, not a card for a desktop or server."),
    "EXCLUDED_COUNT": QT_TRANSLATE_NOOP("messages", "At most {max} of these fit in one machine."),
    "EXCLUDED_BASEBOARD_COUNT": QT_TRANSLATE_NOOP("messages", "{form} modules are sold only in whole systems of {size} GPUs."),
    "EXCLUDED_BASEBOARD_COUNTS": QT_TRANSLATE_NOOP("messages", "{form} modules are sold only in whole systems of {small} or {large} GPUs."),
    "EXCLUDED_SYSTEM_COUNT": QT_TRANSLATE_NOOP("messages", "At most {max} of these computers can be linked to run one model."),
    "EXCLUDED_REGION": QT_TRANSLATE_NOOP("messages", "Cannot be bought in mainland China (export rules)."),
    "EXCLUDED_CHINA_ONLY": QT_TRANSLATE_NOOP("messages", "Sold only in mainland China, and your budget is in euros (if you buy in China, choose mainland China as where the cards are bought)."),
    "EXCLUDED_REGION_UNCONFIRMED": QT_TRANSLATE_NOOP("messages", "Not confirmed for sale in mainland China (no source says either way), so left out: if a local supplier has it, choose 'Anywhere' for where you buy."),
    "EXCLUDED_OS_VENDOR": QT_TRANSLATE_NOOP("messages", "{vendor} software does not support {os}."),
    "EXCLUDED_JETSON_OS": QT_TRANSLATE_NOOP("messages", "Jetson runs its own Linux (JetPack), not {os}."),
    "EXCLUDED_SYSTEM_ENGINE": QT_TRANSLATE_NOOP("messages", "{engine} runs a model on one computer: splitting it over {count} linked computers needs vLLM or TensorRT-LLM as the engine."),
    "EXCLUDED_SYSTEM_OS": QT_TRANSLATE_NOOP("messages", "This computer comes with its own operating system and runs only {runs}, not {os}."),
    "EXCLUDED_SYSTEM_NOT_SERVER": QT_TRANSLATE_NOOP("messages", "A complete desktop computer with its own power supply, not a part for a rack server."),
    "EXCLUDED_WINDOWS_SHARDED_TRAINING": QT_TRANSLATE_NOOP("messages", "Training one model on several cards (FSDP or DeepSpeed ZeRO) needs NCCL, which PyTorch does not have on Windows: there, it trains on one card. Choose Linux to consider several."),
    "EXCLUDED_BASEBOARD_WINDOWS": QT_TRANSLATE_NOOP("messages", "{form} GPUs come only in Linux servers: the NVLink switches on their board are set up by NVIDIA Fabric Manager, which exists for Linux alone, and CUDA waits for it."),
    "EXCLUDED_WSL_DATACENTER": QT_TRANSLATE_NOOP("messages", "CUDA on WSL2 supports GeForce and RTX workstation cards, not datacenter cards."),
    "EXCLUDED_ROCM_GPU": QT_TRANSLATE_NOOP("messages", "AMD ROCm does not support this card ({gfx}) on Linux."),
    "EXCLUDED_VLLM_WSL_AMD": QT_TRANSLATE_NOOP("messages", "vLLM does not find Radeon cards under WSL2: it looks for them with amd-smi, which works there only in an experimental build. Choose Linux, or llama.cpp (LM Studio, Ollama) as the software."),
    "EXCLUDED_LLAMACPP_GAUDI": QT_TRANSLATE_NOOP("messages", "llama.cpp, and the chat apps built on it (LM Studio, Ollama), have no backend for Intel Gaudi: it runs models through vLLM or Transformers (Optimum Habana). Name one of those as the software to consider it."),
    "EXCLUDED_TRTLLM_GPU": QT_TRANSLATE_NOOP("messages", "TensorRT-LLM does not run on this card: it is NVIDIA's software for its own GPUs of compute capability {min_cc} or newer (Ampere and later)."),
    "EXCLUDED_VLLM_GPU": QT_TRANSLATE_NOOP("messages", "vLLM does not run on this card: it needs an NVIDIA GPU of compute capability {min_cc} or newer, an AMD GPU on its list (Instinct MI200 and newer, Radeon RX 7900/7800, RX 9000, Ryzen AI Max) or an Intel GPU."),
    "EXCLUDED_ROCM_OS": QT_TRANSLATE_NOOP("messages", "AMD ROCm does not support this card ({gfx}) on {os}."),
    "EXCLUDED_QLORA_AMD_WINDOWS_LINUX": QT_TRANSLATE_NOOP("messages", "QLoRA's 4-bit library (bitsandbytes) runs on Radeon cards through ROCm on Linux; its Windows builds for Radeon are new (2026) and not covered here, and ROCm in WSL2 does not take this card: choose Linux as the operating system, or another card."),
    "EXCLUDED_QLORA_AMD_WINDOWS": QT_TRANSLATE_NOOP("messages", "QLoRA's 4-bit library (bitsandbytes) runs on Radeon cards through ROCm on Linux or in WSL2; its Windows builds for Radeon are new (2026) and not covered here: choose Linux or WSL2 as the operating system, or another card."),
    "EXCLUDED_NO_FP64": QT_TRANSLATE_NOOP("messages", "No double-precision (FP64) hardware."),
    "EXCLUDED_NO_FP8": QT_TRANSLATE_NOOP("messages", "Cannot run FP8 weights (that needs NVIDIA Turing or newer, or AMD Instinct MI300 or newer): they would have to be widened to 16 bits, twice the memory. Choose another number format to consider this card."),
    "EXCLUDED_NO_RENDERING": QT_TRANSLATE_NOOP("messages", "A compute-only accelerator: 3D renderers do not run on it."),
    "EXCLUDED_RENDERER": QT_TRANSLATE_NOOP("messages", "{renderer} does not render on {vendor} cards."),
    # --- answers that cannot be used (inline validation)
    "INVALID_PARAMS_B": QT_TRANSLATE_NOOP("messages", "Model size must be between {low} and {high} billion parameters."),
    "NUMBER_AT_MOST": QT_TRANSLATE_NOOP("messages", "The most this answer takes is {limit}."),
    "NUMBER_BELOW": QT_TRANSLATE_NOOP("messages", "This answer must be less than {limit}."),
    "NUMBER_AT_LEAST": QT_TRANSLATE_NOOP("messages", "The least this answer takes is {limit}."),
    "NUMBER_ABOVE": QT_TRANSLATE_NOOP("messages", "This answer must be more than {limit}."),
    "INVALID_BUDGET": QT_TRANSLATE_NOOP("messages", "The budget must be more than zero."),
    "INVALID_CONTEXT": QT_TRANSLATE_NOOP("messages", "Context length must be between 1 and {high} tokens."),
    "INVALID_FIELD": QT_TRANSLATE_NOOP("messages", "{field}: {detail}"),
    "CURRENCY_MISMATCH": QT_TRANSLATE_NOOP("messages", "'{got}' is in {written}, but your answers are in {currency}: choose {written} as the budget's currency, or write the amount in {currency}."),
    "NUMBER_AMBIGUOUS": QT_TRANSLATE_NOOP("messages", "'{got}' can be read two ways, with the dot as a decimal point or between thousands: write thousands without the dot or with commas, such as 15000 or 15,000."),
    "NUMBER_EXPECTED": QT_TRANSLATE_NOOP("messages", "Enter a number here, such as 7, 0.15 or 15,000; '{got}' cannot be read as one."),
    "INVALID_MODEL": QT_TRANSLATE_NOOP("messages", "Unknown model preset '{model}'."),
    "MISSING_MODEL": QT_TRANSLATE_NOOP("messages", "Choose a model or enter its size."),
    # --- why a configuration fits
    "FITS_VRAM": QT_TRANSLATE_NOOP("messages", "Fits in memory: needs {need} GiB of {have} GiB per card ({headroom}% spare)."),
    "FITS_CONTEXT": QT_TRANSLATE_NOOP("messages", "Room for up to about {tokens} tokens of context per sequence (you chose {context})."),
    "FITS_CONTEXT_FULL": QT_TRANSLATE_NOOP("messages", "Room for the model's whole context of {tokens} tokens per sequence (you chose {context})."),
    "FITS_SEQUENCE": QT_TRANSLATE_NOOP("messages", "Room for training sequences of up to about {tokens} tokens (you chose {context})."),
    "FITS_SEQUENCE_FULL": QT_TRANSLATE_NOOP("messages", "Room for training sequences of the model's whole context, {tokens} tokens (you chose {context})."),
    "FITS_BUDGET": QT_TRANSLATE_NOOP("messages", "Within budget: the GPUs cost {price} of {budget}."),
    "FITS_BUDGET_FLEET": QT_TRANSLATE_NOOP("messages", "Within budget: the GPUs for {machines} machines cost {price} of {budget} in total."),
    "FITS_PSU": QT_TRANSLATE_NOOP("messages", "Your {have} W power supply covers it: it needs {need} W, and {size} W is the smallest common size that does."),
    "FITS_PSU_TIGHT": QT_TRANSLATE_NOOP("messages", "Your {have} W power supply covers the {need} W it needs, but only just."),
    "FASTEST": QT_TRANSLATE_NOOP("messages", "The fastest option that meets every requirement."),
    "FASTEST_TIED": QT_TRANSLATE_NOOP("messages", "As fast as #{rank}, the fastest option that meets every requirement."),
    # --- why a card that fits is not on the shortlist
    "RANKED_LOWER": QT_TRANSLATE_NOOP("messages", "Meets every requirement with {count} cards, but scores {score} against {last} for the last pick on the shortlist: {speed}% of the top pick's speed at {cost}% of its price."),
    "RANKED_LOWER_UNPRICED": QT_TRANSLATE_NOOP("messages", "Meets every requirement with {count} cards, but scores {score} against {last} for the last pick on the shortlist, at {speed}% of the top pick's speed."),
    # --- warnings
    "TIGHT_VRAM": QT_TRANSLATE_NOOP("messages", "Tight fit: only {headroom}% memory to spare ({need} of {have} GiB). Longer inputs or bigger batches may run out of memory."),
    "ROCM_UNSUPPORTED_OS_LINUX": QT_TRANSLATE_NOOP("messages", "AMD on Windows: PyTorch's ROCm builds are Linux-only; on Windows only AMD's preview PyTorch and llama.cpp/LM Studio (Vulkan) work. Plan for Linux if you can."),
    "ROCM_UNSUPPORTED_OS": QT_TRANSLATE_NOOP("messages", "AMD on Windows: PyTorch's ROCm builds run on Linux, or in WSL2 for the RX 7000 and 9000 series, Radeon PRO W7000 and Ryzen AI Max; on Windows itself only AMD's preview PyTorch and llama.cpp/LM Studio (Vulkan) work. Plan for Linux or WSL2 if you can."),
    "ROCM_UNLISTED_GPU": QT_TRANSLATE_NOOP("messages", "AMD does not list this card ({gfx}) for ROCm on Linux, but PyTorch's ROCm builds include code for it: PyTorch-based tools run on it without AMD's testing, and some libraries may lack it."),
    "ROCM_UNSUPPORTED_GPU": QT_TRANSLATE_NOOP("messages", "AMD ROCm does not support this card ({gfx}) on Linux: llama.cpp runs it through its Vulkan backend instead, with no ROCm needed. PyTorch-based tools (transformers, vLLM, fine-tuning) will not use it."),
    "AMD_WINDOWS_LLAMACPP": QT_TRANSLATE_NOOP("messages", "AMD on Windows: llama.cpp and the apps built on it (LM Studio) run this card, through Vulkan or AMD's HIP SDK. PyTorch-based tools (transformers, vLLM, fine-tuning) need Linux or AMD's preview PyTorch."),
    "ROCM_WSL_LIMITED": QT_TRANSLATE_NOOP("messages", "AMD under WSL2 works only for some cards and with a recent Adrenalin driver; rocm-smi and some tools do not work there."),
    "LIBRARY_GAPS_NON_NVIDIA": QT_TRANSLATE_NOOP("messages", "Many AI libraries (flash-attention, some vLLM and xformers kernels) are built for NVIDIA first; on {vendor} some are missing or experimental."),
    "INTEL_ONEAPI_APPS": QT_TRANSLATE_NOOP("messages", "Intel Arc runs GPU code through oneAPI (Blender's Cycles supports it); fewer renderers and simulation codes support it than NVIDIA CUDA."),
    "RENDERER_VENDOR_CHECK": QT_TRANSLATE_NOOP("messages", "{renderer} lists {vendor} cards only for some versions and operating systems: check its system requirements for yours before buying."),
    "RENDERERS_AMD": QT_TRANSLATE_NOOP("messages", "Check your renderer before buying: Blender (Cycles) and V-Ray GPU render on AMD Radeon cards, but OctaneRender, Arnold GPU, KeyShot's GPU mode and Houdini's Karma XPU render on NVIDIA cards only."),
    "RENDERERS_INTEL": QT_TRANSLATE_NOOP("messages", "Check your renderer before buying: Blender (Cycles) renders on Intel Arc through oneAPI, but V-Ray GPU, OctaneRender, Arnold GPU, KeyShot's GPU mode and Houdini's Karma XPU do not support Intel GPUs."),
    "INTEL_ONEAPI_CHAT": QT_TRANSLATE_NOOP("messages", "Intel Arc runs llama.cpp through its SYCL (oneAPI) or Vulkan backend, and its speed depends much on the build. The estimate is for upstream llama.cpp of 2025: Intel's faster IPEX-LLM build is archived, and on an Arc A770 upstream decoded about three quarters of its speed (on the B580, as fast). Fewer chat apps support Arc than NVIDIA CUDA."),
    "INTEL_ONEAPI_TRAINING": QT_TRANSLATE_NOOP("messages", "Intel Arc trains with PyTorch's XPU build, and no published measurement of training on Arc backs this speed: it is scaled from AMD Radeon's, and PyTorch kernels that need double precision fail on Arc. Try your training recipe on one card before buying more, or choose an NVIDIA card."),
    "INTEL_ONEAPI": QT_TRANSLATE_NOOP("messages", "Intel Arc uses PyTorch's XPU build and oneAPI; fewer AI tools support it than NVIDIA CUDA."),
    "GAUDI_SOFTWARE": QT_TRANSLATE_NOOP("messages", "Intel Gaudi needs Intel's own software stack and containers; it is not a CUDA device."),
    "WSL2_NVIDIA_CAVEATS": QT_TRANSLATE_NOOP("messages", "WSL2: install only the Windows NVIDIA driver (never a Linux driver inside WSL); nvidia-smi shows less; pinned memory and multi-GPU are limited."),
    "BLACKWELL_SM120": QT_TRANSLATE_NOOP("messages", "New architecture (sm_{cc}): needs driver {driver} or newer, CUDA 12.8+ and PyTorch {pytorch}+ with a cu128 or newer wheel; older software fails with 'sm_120 is not compatible'."),
    "VLLM_NOT_ON_CARD_WSL": QT_TRANSLATE_NOOP("messages", "vLLM, the server software these figures assume, does not find Radeon cards under WSL2 (it looks for them with amd-smi, which works there only in an experimental build): this card is sized and timed as Transformers runs the model, {need} GiB per GPU, and serves several users far more slowly. On Linux vLLM runs on it."),
    "VLLM_NOT_ON_CARD": QT_TRANSLATE_NOOP("messages", "vLLM, the server software these figures assume, does not run on this card (it needs NVIDIA compute capability 7.0 or newer, or an AMD GPU on its list): this card is sized and timed as Transformers runs the model, {need} GiB per GPU, and serves several users far more slowly."),
    "MXFP4_WIDENED": QT_TRANSLATE_NOOP("messages", "Hugging Face transformers keeps the model's MXFP4 weights only on NVIDIA GPUs of compute capability 7.5 or newer; on this card it widens them to 16 bits, so it needs {need} GiB per GPU instead of {native} GiB. llama.cpp keeps MXFP4 on this card: choose it as the software to size the card that way."),
    "FP8_WEIGHT_ONLY": QT_TRANSLATE_NOOP("messages", "No FP8 tensor cores (compute capability {cc}): the FP8 weights run weight-only (16-bit maths, vLLM's FP8 Marlin kernels), so the memory is as estimated but prompts are processed at 16-bit speed. Check that your engine supports this for your model."),
    "BLACKWELL_SM120_CHAT": QT_TRANSLATE_NOOP("messages", "New architecture (sm_{cc}): needs driver {driver} or newer and a llama.cpp build, or an app version (LM Studio, Ollama), made with CUDA 12.8 or newer; older builds fail with 'no kernel image is available for execution on the device'."),
    "BLACKWELL_SM120_APPS": QT_TRANSLATE_NOOP("messages", "New architecture (sm_{cc}): needs driver {driver} or newer and software built with CUDA 12.8 or newer. Older GPU builds that carry no PTX cannot run on it: use a release of your renderer or simulation code that supports Blackwell (RTX 50, RTX PRO Blackwell)."),
    "BLACKWELL_SM100_APPS": QT_TRANSLATE_NOOP("messages", "Blackwell datacenter GPU (compute capability {cc}): needs software built with CUDA 12.8 or newer, or carrying PTX that the driver can compile for it."),
    "BLACKWELL_SM100": QT_TRANSLATE_NOOP("messages", "Blackwell datacenter GPU (compute capability {cc}): needs CUDA 12.8+ and PyTorch {pytorch}+."),
    "LEGACY_ARCH_DROPPED_APPS": QT_TRANSLATE_NOOP("messages", "{arch} (compute capability {cc}) is dropped by CUDA 13, and the R580 driver branch is the last to support it: software built with CUDA 13 or newer cannot run on it."),
    "LEGACY_ARCH_DROPPED": QT_TRANSLATE_NOOP("messages", "{arch} (compute capability {cc}) is dropped by CUDA 13 and by PyTorch's newer wheels: only the {variant} builds still support it, and PyTorch 2.15 removes it."),
    "WINDOWS_TCC": QT_TRANSLATE_NOOP("messages", "Datacenter cards run in TCC mode on Windows: no display output, and some Windows tools do not see them."),
    "CONNECTOR_12VHPWR": QT_TRANSLATE_NOOP("messages", "16-pin 12VHPWR/12V-2x6 power connector ({watts} W): push it in fully (no gap), keep the cable straight for 35 mm before any bend, use a native ATX 3.1 cable, avoid angled adapters."),
    "CONNECTOR_12VHPWR_SERVER": QT_TRANSLATE_NOOP("messages", "16-pin 12V-2x6 power connector ({watts} W): use the server vendor's GPU power cable made for this card, push it in fully (no gap) and keep it straight for 35 mm before any bend."),
    "BASEBOARD_SERVER": QT_TRANSLATE_NOOP("messages", "{form} modules are not sold one by one: they come in a server built around a baseboard of {count} GPUs (NVIDIA HGX; AMD and Intel OAM platforms). The price here is the GPUs' alone: ask a vendor for a quote on the whole server, or rent one."),
    "PSU_SERVER": QT_TRANSLATE_NOOP("messages", "The server's power supplies must deliver at least {need} W for these GPUs and the rest of the machine; check the server vendor's power configuration for this many GPUs, with redundant supplies."),
    "PSU_HEADROOM": QT_TRANSLATE_NOOP("messages", "Use a quality power supply of at least {need} W (ATX 3.x recommended for its tolerance of power spikes)."),
    "PSU_BEYOND_ATX": QT_TRANSLATE_NOOP("messages", "These cards and the rest of the machine need a {need} W supply, more than any single desktop power supply gives (the largest ATX units give about 3,000 W, and only from a 230 V outlet). Use two supplies joined by an add-on board, a workstation chassis with server power supplies, or fewer cards; capping each card's power (nvidia-smi -pl) lowers the need at some cost in speed."),
    "ADAPTER_PLUGS": QT_TRANSLATE_NOOP("messages", "Through the card's adapter ({count} × 16-pin): each adapter takes {per_adapter} of your PCIe 8-pin plugs, since your power supply has no native 16-pin plug left for it. Use a separate cable for each plug, not the two ends of one split cable."),
    "EPS_PLUG_UNCOUNTED": QT_TRANSLATE_NOOP("messages", "This card takes an 8-pin CPU (EPS) power plug, not a PCIe one: the power supply needs a spare EPS plug for each card ({count} in all) besides the one the motherboard uses, or the adapter made for this card."),
    "EPS_PLUG": QT_TRANSLATE_NOOP("messages", "This card takes an 8-pin CPU (EPS) power plug, not a PCIe one, so the PCIe plugs you counted do not cover it: check that your power supply has a spare EPS plug for each card ({count} in all), besides the one the motherboard uses."),
    "PSU_NEAR_LIMIT": QT_TRANSLATE_NOOP("messages", "Your {have} W power supply is close to the {need} W this needs; power spikes may trip it: a {safer} W supply is safer."),
    "WALL_CIRCUIT_CN": QT_TRANSLATE_NOOP("messages", "The machine draws about {watts} W from the wall (its parts' draw over the power supply's losses): more than a 10 A household socket (220 V) should carry for hours, about 1,760 W. Plug it into a 16 A socket on its own circuit."),
    "WALL_CIRCUIT": QT_TRANSLATE_NOOP("messages", "The machine draws about {watts} W from the wall (its parts' draw over the power supply's losses): more than one 120 V household circuit delivers continuously. On 120 V it needs a 20 A or 240 V circuit of its own; at 230 V, a 16 A circuit carries it (a 10 A socket may not)."),
    "WALL_CIRCUIT_HEAVY": QT_TRANSLATE_NOOP("messages", "The machine draws about {watts} W from the wall (its parts' draw over the power supply's losses): more than any one household circuit carries for hours, 120 V or 230 V (a 16 A circuit at 230 V gives about 2,900 W). It needs a dedicated high-current circuit put in by an electrician, two circuits with a power supply on each, or lower power limits on the cards."),
    "PASSIVE_COOLING_DESKTOP": QT_TRANSLATE_NOOP("messages", "Passively cooled card: it has no fan and needs strong server airflow."),
    "QUIET_HIGH_POWER": QT_TRANSLATE_NOOP("messages", "{watts} W of GPU power is loud under sustained load; for a quiet office prefer cards under {quiet} W, or set a lower power limit."),
    "WIDE_CARD_MULTI_GPU": QT_TRANSLATE_NOOP("messages", "{count} cards of {slots} slots each: check the motherboard's slot spacing and the case; the cards will run hot side by side."),
    "DESKTOP_PCIE_LANES": QT_TRANSLATE_NOOP("messages", "{count} cards need a workstation platform: a usual desktop processor has 16 PCIe lanes for graphics cards (x8 each for two), so a third card runs at x4 or less through the chipset and slows every exchange between the cards. A Threadripper or Xeon W board gives each card x16; check the lanes of the board's slots before buying."),
    "OPEN_AIR_MULTI_GPU": QT_TRANSLATE_NOOP("messages", "{count} open-air cards next to each other heat each other; blower or well-spaced cards run cooler."),
    "OPEN_AIR_SERVER": QT_TRANSLATE_NOOP("messages", "An open-air card in a rack server: its fans blow into the case, against the server's front-to-back airflow, and side by side such cards overheat. Servers take blower ('turbo') or passively cooled versions: ask the server vendor for one of this card."),
    "SYSTEMS_LINKED": QT_TRANSLATE_NOOP("messages", "{count} computers linked through their ConnectX-7 network ports (200 Gb/s Ethernet, not NVLink): the model is split across them, each needs its own outlet, and the link needs one of NVIDIA's approved QSFP cables. The speed is estimated as for cards without NVLink (approximate)."),
    "LINKED_LLAMACPP_RPC": QT_TRANSLATE_NOOP("messages", "llama.cpp splits a model over {count} computers only through its RPC backend, which its authors call a fragile, insecure proof of concept. NVIDIA's guides for linked computers use vLLM or TensorRT-LLM: consider them as the engine."),
    "WINDOWS_TRAINING_LAYER_SPLIT": QT_TRANSLATE_NOOP("messages", "On Windows, PyTorch has no NCCL, so the {count} cards cannot train side by side: they hold the model's layers (Hugging Face device_map) and work one after the other, no faster than one card. Linux trains them in parallel."),
    "MULTI_GPU_NO_NVLINK": QT_TRANSLATE_NOOP("messages", "No NVLink: the {count} cards talk over PCIe, so splitting one model across them is much slower than on NVLink cards."),
    "NVLINK_BRIDGE_GROUPS": QT_TRANSLATE_NOOP("messages", "NVLink bridges join these cards {linked} at a time: with {count}, the groups talk to each other over PCIe, so splitting one model across all of them runs at PCIe speed, as on cards without NVLink."),
    "CONSUMER_FP64": QT_TRANSLATE_NOOP("messages", "Weak double precision: {fp64} TFLOPS FP64 against {fp32} TFLOPS FP32 (1:{ratio}). Fine for FP32 codes, slow for FP64 science."),
    "CONSUMER_FP64_LOW": QT_TRANSLATE_NOOP("messages", "Weak double precision: only {fp64} TFLOPS FP64, less than a 2016 Tesla P100's 4.7. Fine for FP32 codes, slow for FP64 science."),
    "HPC_DUAL_ISSUE": QT_TRANSLATE_NOOP("messages", "Its listed {listed} TFLOPS FP32 count RDNA's dual issue, which simulation codes' fused multiply-adds cannot use: the estimate takes the single-issue {used} TFLOPS."),
    "NO_ECC_FOR_HPC": QT_TRANSLATE_NOOP("messages", "No ECC memory: long scientific runs cannot detect or correct memory bit errors."),
    "ECC_OFF_BY_DEFAULT": QT_TRANSLATE_NOOP("messages", "ECC is off by default on this GeForce card: for long scientific runs turn it on, then restart (on Windows: NVIDIA Control Panel, Change ECC State; on Linux: 'sudo nvidia-smi -e 1'; under WSL2 it is set on the Windows side). It costs some speed."),
    "NO_RT_CORES": QT_TRANSLATE_NOOP("messages", "No ray-tracing cores: renderers run much slower than on an RTX card."),
    "GEFORCE_DATACENTER_LICENSE": QT_TRANSLATE_NOOP("messages", "NVIDIA's GeForce driver licence does not allow datacenter deployment; use workstation or datacenter cards in a server room."),
    "SHARED_MEMORY_NOT_VRAM": QT_TRANSLATE_NOOP("messages", "Windows' 'shared GPU memory' is ordinary RAM: when the model spills into it, speed drops many times. Only dedicated VRAM counts."),
    "EDGE_UNIFIED_MEMORY": QT_TRANSLATE_NOOP("messages", "The {gb} GB are shared between CPU and GPU; the operating system takes part of it."),
    "NO_BF16_TRAINING": QT_TRANSLATE_NOOP("messages", "No BF16 on this card (compute capability {cc}): train in FP16 with loss scaling (fp16=True rather than bf16=True in Transformers), which some newer models train poorly in, and without FlashAttention 2, which needs an Ampere or newer card: long sequences take more memory and time."),
    "EDGE_TRAINING": QT_TRANSLATE_NOOP("messages", "A Jetson is a module for robots and edge devices, not for training: it runs NVIDIA's JetPack builds of PyTorch on an Arm processor, which fine-tuning libraries (bitsandbytes, Unsloth, FlashAttention) support late or not at all, and its training speed here is an unmeasured estimate from its rated tensor rate. For fine-tuning, a graphics card or a DGX Spark is the usual choice."),
    "SYSTEM_COMPLETE_COMPUTER": QT_TRANSLATE_NOOP("messages", "A complete small computer, not a card: the price includes the processor, memory, storage and power supply, and it does not go into your PC. Its speed comes from one shared memory pool, slower than a graphics card's own memory."),
    "GPU_MEMORY_SHARE_SETTING": QT_TRANSLATE_NOOP("messages", "How much of the memory the GPU may use is a setting: about half by default on Linux, the Variable Graphics Memory size (up to {cap} GB) on Windows. The next steps say how to raise it."),
    "SUPERCHIP_SYSTEM": QT_TRANSLATE_NOOP("messages", "Not sold as cards: this superchip GPU comes in boards of {small} or racks of {large} GPUs, with Arm (Grace) CPUs and liquid cooling, so the room needs coolant and rack power. The price here is about a rack's price divided by its GPUs: ask a vendor to quote the whole system for these {count} GPUs, or rent them."),
    "ARM64_SOFTWARE": QT_TRANSLATE_NOOP("messages", "Arm (aarch64) processor: check that every program you need has an Arm64 Linux build. NVIDIA's drivers, CUDA, containers and PyTorch's wheels do; many x86-only tools and older Python packages do not."),
    "ARM64_SOFTWARE_APPS": QT_TRANSLATE_NOOP("messages", "Arm (aarch64) processor: your renderer or simulation code needs an Arm64 Linux build with CUDA; many commercial applications ship for x86-64 only. Check before buying."),
    "REPLACED_SAME_PRICE": QT_TRANSLATE_NOOP("messages", "Replaced in {since} by a {other} GB version sold at the same price under nearly the same name: shops may hand over either. Make sure the box and the invoice say {have} GB."),
    "CHINA_ONLY_SKU": QT_TRANSLATE_NOOP("messages", "Sold only in mainland China (a version made for the US export rules): elsewhere it cannot be bought new. Outside China, choose another card."),
    "EXPORT_SUPPLY_ENDED": QT_TRANSLATE_NOOP("messages", "US export rules (October 2023) made this card licence-required, and new supply to China stopped in November 2023: what is sold now is old stock or used. Buy only with the supplier's written word on where the card comes from and on its warranty."),
    "EXPORT_STATUS_CHANGING": QT_TRANSLATE_NOOP("messages", "This card's export status has changed more than once (a US licence requirement in April 2025, licences reported again from July 2025, Chinese regulators then discouraging purchases): confirm with the supplier that it can be delivered, with warranty, before you order."),
    "NO_LIST_PRICE": QT_TRANSLATE_NOOP("messages", "No public list price: ask vendors for a quote."),
    "OLD_LAUNCH_PRICE": QT_TRANSLATE_NOOP("messages", "The price used is this card's launch price from {year}. A card this old is now sold mostly as old stock or used, at a different price: ask a shop for a quote and enter it, and it replaces the launch price."),
    "MODEL_CUSTOM": QT_TRANSLATE_NOOP("messages", "Custom {billions}B model"),
    "ENGINE_OS_VLLM_WINDOWS": QT_TRANSLATE_NOOP("messages", "vLLM does not run on native Windows: the shortlist and the steps are for running it in WSL2 (Linux inside Windows) on this PC. Choose Linux for a machine that runs Linux itself, or llama.cpp (LM Studio, Ollama) as the software to stay on Windows."),
    "RENDER_WSL2_WINDOWS": QT_TRANSLATE_NOOP("messages", "Rendering runs on Windows itself, not in WSL2: Blender and the other renderers are Windows programs that use every vendor's GPU there, while WSL2 reaches only some cards. The shortlist and the steps are for Windows."),
    "ENGINE_OS_TRTLLM_WINDOWS": QT_TRANSLATE_NOOP("messages", "TensorRT-LLM does not run on native Windows any more (its Windows support ended with version 0.18; it needs Linux): the shortlist and the steps are for running it in WSL2 (Linux inside Windows) on this PC, in NVIDIA's container, which NVIDIA does not list as supported there. Choose Linux for a machine that runs Linux itself, or llama.cpp (LM Studio, Ollama) as the software to stay on Windows."),
    "KV_FORMAT_ENGINE": QT_TRANSLATE_NOOP("messages", "{engine} has no {chosen} KV cache, so the cache is sized as {used}, the nearest format it stores."),
    "ENGINE_NOT_FOR_TRAINING": QT_TRANSLATE_NOOP("messages", "{engine} runs models; fine-tuning and training need PyTorch-based tools."),
    "ANSWERS_NOT_USED": QT_TRANSLATE_NOOP("messages", "These answers are not used for this work: {fields}."),
    "MODEL_NOT_USED": QT_TRANSLATE_NOOP("messages", "The model in the answers ({model}) is not used: for this work the size of your data decides the memory, not a model."),
    "SLOWER_THAN_READING": QT_TRANSLATE_NOOP("messages", "Slow for a chat: about {speed} tokens/s for each user, slower than people read (about {reading} tokens/s, some 240 words a minute), so answers appear word by word. Fine for jobs nobody watches; for a chat, look at more cards, a smaller format or a smaller model."),
    "CHAT_APP_SERVES_MANY": QT_TRANSLATE_NOOP("messages", "Sized for a chat app serving {users} people at once: on Windows, where vLLM (the usual server software) does not run, the model is taken to run in LM Studio or Ollama (llama.cpp) as an 8-bit GGUF file, {precision}, with each person's conversation in memory. They answer fewer at a time unless told (LM Studio {chat_users}, Ollama 1): the next steps say how to raise it. For a busier server, vLLM on Linux or WSL2 serves more people on the same card; name the software as the engine, or choose a format, to size it otherwise."),
    "CHAT_APP_TOO_MANY_USERS": QT_TRANSLATE_NOOP("messages", "{users} people at once is a server's load, not a chat app's: LM Studio and Ollama keep every person's whole context in memory and slow down together. vLLM serves this many with less memory per person and more speed, on Linux or in WSL2 on this PC: answer Linux or WSL2 to size it so."),
    "SERVER_ASSUMED_VLLM_FORMAT": QT_TRANSLATE_NOOP("messages", "Sized for a server: {users} users at once is more than a chat app serves by default (LM Studio answers {chat_users} at a time), so the model is sized and timed as vLLM serves it in {precision}, the usual server software. Name the software as the engine to size it otherwise."),
    "SERVER_ASSUMED_VLLM": QT_TRANSLATE_NOOP("messages", "Sized for a server: {users} users at once is more than a chat app serves by default (LM Studio answers {chat_users} at a time), so the model is sized and timed as vLLM serves it, the usual server software, in {precision} as it is released. Name the software as the engine, or choose a format, to size it otherwise."),
    "CHAT_APP_ASSUMED": QT_TRANSLATE_NOOP("messages", "Sized for a chat app: with the software left at \"Not sure\", the model is taken to run in LM Studio or Ollama (llama.cpp) as an 8-bit GGUF file, {precision}: next to no quality lost, about half the memory of 16-bit. Their default downloads are 4-bit (Q4_K_M, what 'ollama run' fetches), smaller with a slight quality loss: choose 4-bit (Q4_K_M) as the quality to size for that. Will you run it with vLLM, TensorRT-LLM or your own Python code (Transformers)? Name that software as the engine to size it for that."),
    "NF4_INFERENCE_SLOW": QT_TRANSLATE_NOOP("messages", "NF4 (bitsandbytes) saves memory but generates more slowly than GGUF, AWQ or GPTQ 4-bit formats."),
    "WORKING_SET_ASSUMED_RENDERING": QT_TRANSLATE_NOOP("messages", "You did not give the size of your scenes, so the memory figures assume {gb} GB, a large scene. Enter yours at 'How big are your scenes?' (working_set_gb in a profile file): Blender shows a scene's memory use in the render window ('Mem' and 'Peak'). A smaller scene lets cards with less memory through."),
    "WORKING_SET_ASSUMED_HPC": QT_TRANSLATE_NOOP("messages", "You did not give the size of your data, so the memory figures assume {gb} GB of it in GPU memory. Enter yours at 'How big are your simulations?' (working_set_gb in a profile file): the arrays, meshes or matrices that must be on the GPU at once. Less data lets cards with less memory through."),
    "NO_CHECKPOINTING": QT_TRANSLATE_NOOP("messages", "Without gradient checkpointing, activations take much more memory; most fine-tuning recipes turn it on."),
    # --- suggestions when nothing fits
    "SUGGEST_BUDGET": QT_TRANSLATE_NOOP("messages", "With a budget of about {price} the cheapest option that fits is {count} × {gpu}."),
    "SUGGEST_BUDGET_SUPPORTED": QT_TRANSLATE_NOOP("messages", "With a budget of about {price}, {count} × {gpu} fits with full software support for this work; the cheaper cards that fit carry software-support warnings for it."),
    "SUGGEST_PRECISION": QT_TRANSLATE_NOOP("messages", "A smaller format ({precision}) would make the model fit on cards you can afford."),
    "SUGGEST_PRECISION_FITS": QT_TRANSLATE_NOOP("messages", "A smaller format ({precision}) would make the model fit."),
    "SUGGEST_CHEAPEST_THEN": QT_TRANSLATE_NOOP("messages", "The cheapest option that fits then is {count} × {gpu}, for about {price}."),
    "SUGGEST_KV_8BIT": QT_TRANSLATE_NOOP("messages", "An 8-bit KV cache ({kv}: half the memory of 16 bits, next to no quality lost) would make it fit: choose {kv} as the KV cache format (expert mode; kv_cache_precision in a profile)."),
    "SUGGEST_BATCH_OF_ONE": QT_TRANSLATE_NOOP("messages", "A batch of 1 sequence per GPU would fit: with gradient accumulation over {batch} steps it trains the same (a little slower). Choose a batch size of 1, and set gradient_accumulation_steps to {batch} in the training script."),
    "SUGGEST_SERVER_FITS": QT_TRANSLATE_NOOP("messages", "A desktop holds too few GPUs for this work: a server with {count} × {gpu} would hold it, for about {price}. Choose Server or Any as the machine type, allow {count} GPUs per machine and a budget to match."),
    "SUGGEST_SERVER_CARDS_FIT": QT_TRANSLATE_NOOP("messages", "Desktop cards hold too little memory each for this work: a server with {count} × {gpu} would hold it, for about {price}. Choose Server or Any as the machine type and a budget to match."),
    "SUGGEST_MORE_GPUS": QT_TRANSLATE_NOOP("messages", "Allowing {count} GPUs per machine would make it fit."),
    "SUGGEST_SHORTER_CONTEXT": QT_TRANSLATE_NOOP("messages", "With a context of {context} tokens instead of {chosen}, {count} × {gpu} would fit."),
    "SUGGEST_LINUX_SHARDED_TRAINING": QT_TRANSLATE_NOOP("messages", "On Linux, {count} × {gpu} would train it, sharing the model between them (FSDP or DeepSpeed ZeRO), for {price}; on Windows, PyTorch cannot split training over several GPUs."),
    "SUGGEST_LINUX_SHARDED_TRAINING_BUDGET": QT_TRANSLATE_NOOP("messages", "On Linux, with a budget of about {price}, {count} × {gpu} would train it, sharing the model between them (FSDP or DeepSpeed ZeRO); on Windows, PyTorch cannot split training over several GPUs."),
    "SUGGEST_QUOTE": QT_TRANSLATE_NOOP("messages", "{count} × {gpu} meets every other answer but has no list price to check against your budget: ask vendors for a quote and enter it to see it ranked."),
    "SUGGEST_QUOTES": QT_TRANSLATE_NOOP("messages", "{count} × {gpu} and {more} other cards meet every other answer but have no list price to check against your budget: ask vendors for quotes and enter them to see them ranked."),
    "SUGGEST_POWER": QT_TRANSLATE_NOOP("messages", "A bigger power supply (or a higher power limit) would allow faster cards."),
    "SUGGEST_LINUX": QT_TRANSLATE_NOOP("messages", "Linux supports more cards (AMD ROCm, datacenter cards) than Windows or WSL2."),
    "SUGGEST_OLLAMA_NAMESAKE": QT_TRANSLATE_NOOP("messages", "“{model}” here is the full {size}B model. What Ollama calls “{name}” (what 'ollama run {name}' downloads) is {other}, with {other_size}B parameters: if you mean that one, choose it as the model; the list also has the other distills."),
    "QUOTE_PROFILE_KEPT": QT_TRANSLATE_NOOP("messages", "{file}: {gpu} is quoted at {price}, but the profile has its own quote, {kept}, which is used. Remove it from the profile's price_overrides to use the sheet's."),
    "QUOTE_NOT_USED_REGION": QT_TRANSLATE_NOOP("messages", "{gpu} is quoted at {price}, but the catalog has it as not sold in mainland China, where your answers buy (export rules): it is left out and its quote is not used. If the vendor can deliver it lawfully, answer 'Anywhere' for where you buy to see it ranked."),
    "QUOTE_NOT_USED_UNCONFIRMED": QT_TRANSLATE_NOOP("messages", "{gpu} is quoted at {price}, but no source confirms it is sold in mainland China, where your answers buy: it is left out and its quote is not used. If your vendor has it, answer 'Anywhere' for where you buy to see it ranked."),
    "QUOTE_NOT_USED": QT_TRANSLATE_NOOP("messages", "Quoted but not used: {gpus}: no number of these cards meets every answer (memory, budget, power or software); the cards left out are listed with the reasons."),
    "QUOTE_PRE_TAX": QT_TRANSLATE_NOOP("messages", "{file}: the prices are before tax; {tax}% VAT is added to them, as prices in {currency} include it here."),
    "QUOTE_SKIPPED_ROWS": QT_TRANSLATE_NOOP("messages", "{file}: {count} rows ({rows}) quote no graphics card (other parts of the computer), so they are left out."),
    "QUOTE_LOWEST_USED": QT_TRANSLATE_NOOP("messages", "{file}: {gpu} is quoted in {count} rows; the lowest price, in row {row}, is used."),
    "SUGGEST_RENDER_OUT_OF_CORE": QT_TRANSLATE_NOOP("messages", "No card in the catalog holds this scene, even several together (each card holds the whole scene). Some renderers keep textures in system memory when the card is full, more slowly: Redshift's and Octane's out-of-core textures, V-Ray GPU's \"Use system memory for textures\", and Cycles by itself. Otherwise render on the CPU, or make the scene smaller (smaller textures, instances instead of copies)."),
    "SUGGEST_WORK_TOO_BIG": QT_TRANSLATE_NOOP("messages", "No card in the catalog does this work, even with more GPUs, and no budget, region, machine type or power answer stands in the way: the work itself is too large for these cards. Make it smaller (a smaller model or format, a shorter context, less data at once)."),
    "SUGGEST_RELAX": QT_TRANSLATE_NOOP("messages", "No single change the wizard tried (more budget, a smaller format, more GPUs) was enough: relax several answers at once, such as budget, region, machine type or power."),
    # --- the card the user already has
    "CURRENT_FITS": QT_TRANSLATE_NOOP("messages", "Your {count} × {gpu} can run this: it needs {need} of {have} GiB per card."),
    "CURRENT_DOES_NOT_FIT": QT_TRANSLATE_NOOP("messages", "Your {count} × {gpu} is not enough for this workload."),
    "CURRENT_SMALLER_FORMAT": QT_TRANSLATE_NOOP("messages", "It would run this in 4-bit ({precision}; a slight quality loss): it needs {need} of its {have} GiB. Choose 4-bit ({precision}) as the quality to see it."),
    "CURRENT_SMALLER_OR_SHORTER": QT_TRANSLATE_NOOP("messages", "It would run this in 4-bit ({precision}; a slight quality loss), needing {need} of its {have} GiB, or with a context of up to about {context} tokens instead of {chosen}. Choose 4-bit ({precision}) as the quality to see it."),
    "CURRENT_SHORTER_CONTEXT": QT_TRANSLATE_NOOP("messages", "It would run this with a context of up to about {context} tokens instead of {chosen}."),
    "UPGRADE_GAIN": QT_TRANSLATE_NOOP("messages", "{count} × {gpu}: about {speedup}× the speed of your current card."),
    "UPGRADE_NEEDED": QT_TRANSLATE_NOOP("messages", "{count} × {gpu} would run it."),
    # --- assumptions and formulas
    "ASSUME_GIB": QT_TRANSLATE_NOOP("messages", "Memory is in GiB (2^30 bytes). A card's usable memory is the vendor's figure less {driver} GiB that the driver keeps."),
    "ASSUME_SHARED_MEMORY": QT_TRANSLATE_NOOP("messages", "A computer whose GPU shares one memory with the processor (DGX Spark, Ryzen AI Max) keeps about {system} GiB of it for the operating system and programs."),
    "ASSUME_SHARED_MEMORY_EDGE": QT_TRANSLATE_NOOP("messages", "A computer whose GPU shares one memory with the processor keeps some of it for the operating system and programs: about {system} GiB on a DGX Spark or Ryzen AI Max machine, {edge} GiB on a Jetson."),
    "ASSUME_EDGE_MEMORY": QT_TRANSLATE_NOOP("messages", "A Jetson's GPU shares the module's memory with the processor: about {edge} GiB stays with JetPack and the desktop."),
    "ASSUME_GIB_WINDOWS": QT_TRANSLATE_NOOP("messages", "Memory is in GiB (2^30 bytes). A card's usable memory is the vendor's figure less {driver} GiB that the driver keeps, and on a consumer or workstation card {display} GiB more that the Windows desktop keeps."),
    "ASSUME_HEADROOM": QT_TRANSLATE_NOOP("messages", "Recommended memory leaves {pct}% of the card spare above the expected peak, as the buying guides advise; a card with less is marked as a tight fit."),
    "ASSUME_PRICES": QT_TRANSLATE_NOOP("messages", "Prices are launch list prices converted at bundled, dated exchange rates, with the VAT that prices in yuan or euros include; shop prices differ. Enter quotes as price overrides."),
    "ASSUME_PRICES_USD": QT_TRANSLATE_NOOP("messages", "Prices are US launch list prices, before sales tax; shop prices differ. Enter quotes as price overrides."),
    "ASSUME_PRICES_CNY": QT_TRANSLATE_NOOP("messages", "Prices are US launch list prices converted at {rate} yuan to the dollar, plus China's {tax}% VAT, which prices there include; a card launched in China at a yuan price (RTX 4090 D, RTX 5090 D) keeps that price. Shop prices differ: enter quotes as price overrides."),
    "ASSUME_PRICES_CONVERTED": QT_TRANSLATE_NOOP("messages", "Prices are US launch list prices converted at {rate} {currency} to the dollar, plus about {tax}% VAT, which prices in {currency} include. Shop prices differ: enter quotes as price overrides."),
    "ASSUME_QUOTES": QT_TRANSLATE_NOOP("messages", "{count} cards are priced from your quotes, not list prices; the shortlist marks them. A quote in another currency is converted at the same rates, with the VAT prices in each currency include taken out and put back (a dollar quote gains China's VAT in yuan, as a dollar list price does)."),
    "ASSUME_CONTEXT_FIT": QT_TRANSLATE_NOOP("messages", "The longest context that fits is the same memory estimate worked out for a longer context, with everything else as answered; at that length the memory is full, without the {pct}% spare kept above, so plan on less."),
    "TRAINING_FORMAT_USED": QT_TRANSLATE_NOOP("messages", "{chosen} is not a format this training holds the model in: the memory and speed are for {used} weights."),
    "ASSUME_PSU_BASEBOARD": QT_TRANSLATE_NOOP("messages", "An SXM or OAM server adds {pct}% of its GPUs' power for its NVSwitches, network cards and fans: NVIDIA's 8-GPU DGX A100, H100 and B200 draw up to 6.5, 10.2 and 14.3 kW."),
    "ASSUME_PSU": QT_TRANSLATE_NOOP("messages", "Power supply = (GPU board power x count + {desktop} W for a desktop or {server} W for a server + {extra} W for each card after the first) x {factor}, rounded up to a common size."),
    "ASSUME_SCORE": QT_TRANSLATE_NOOP("messages", "Score = speed^0.6 x speed-per-price^0.4 (both relative to the best), less for tight memory and for each ecosystem warning; a card without a price counts as the poorest value of those with one."),
    "ASSUME_ENERGY": QT_TRANSLATE_NOOP("messages", "Electricity: 80% of board power for {hours} hours a day over {years} years."),
    "ASSUME_TRAINING_STATES": QT_TRANSLATE_NOOP("messages", "Training memory: mixed-precision AdamW keeps 16 bytes per parameter (bf16 weights and gradients, fp32 master weights and two moments); pure bf16 keeps 8."),
    "ASSUME_MULTI_GPU_TRAINING": QT_TRANSLATE_NOOP("messages", "Several GPUs: the model's weights (and for full training its gradients and optimizer states) are sharded across them, as FSDP or DeepSpeed ZeRO-3 do; each GPU keeps its own activations and runtime overhead."),
    "ASSUME_MULTI_GPU_HPC": QT_TRANSLATE_NOOP("messages", "Several GPUs: the working set is split evenly across them, as domain-decomposed codes do (your code must run on several GPUs); each GPU keeps its own runtime."),
    "ASSUME_RENDER_SPEED_BLENDER": QT_TRANSLATE_NOOP("messages", "Rendering speeds are Blender benchmark scores; {renderer} may order the cards somewhat differently."),
    "ASSUME_MULTI_GPU_RENDERING": QT_TRANSLATE_NOOP("messages", "Several GPUs: each GPU holds the whole scene (renderers copy it to every card), so more GPUs add speed, not memory."),
    "ASSUME_MULTI_GPU": QT_TRANSLATE_NOOP("messages", "Several GPUs: the model and its cache are split across them; each GPU keeps its own activations and runtime overhead."),
    "FORMULA_INFERENCE": QT_TRANSLATE_NOOP("messages", "Weights at {precision} ({bits} bits per weight) + KV cache (2 x layers x KV heads x head size x {context} tokens x batch {batch}) + activations + runtime overhead."),
    "FORMULA_LORA": QT_TRANSLATE_NOOP("messages", "Frozen base weights + LoRA adapters with their gradients and optimizer states + activations for {context} tokens x batch {batch} + runtime overhead."),
    "FORMULA_QLORA": QT_TRANSLATE_NOOP("messages", "4-bit (NF4) frozen base weights + LoRA adapters with their gradients and optimizer states + activations for {context} tokens x batch {batch} + runtime overhead."),
    "FORMULA_FULL_FINETUNE": QT_TRANSLATE_NOOP("messages", "Weights, gradients and optimizer states for every parameter + activations for {context} tokens x batch {batch} + runtime overhead."),
    "FORMULA_PRETRAINING": QT_TRANSLATE_NOOP("messages", "Weights, gradients and optimizer states for every parameter + activations for {context} tokens x batch {batch} + runtime overhead."),
    "FORMULA_HPC": QT_TRANSLATE_NOOP("messages", "Your working set + the CUDA/ROCm runtime; speed from the double-precision (FP64) rate."),
    "FORMULA_HPC_FP32": QT_TRANSLATE_NOOP("messages", "Your working set + the CUDA/ROCm runtime; speed from the single-precision (FP32) rate."),
    "FORMULA_HPC_MEMORY": QT_TRANSLATE_NOOP("messages", "Your working set + the CUDA/ROCm runtime; speed from the memory bandwidth (a memory-bound code), or the arithmetic rate where that is lower."),
    "FORMULA_RENDERING": QT_TRANSLATE_NOOP("messages", "Your scene + the renderer's runtime; speed from the Blender benchmark (Blender Open Data)."),
    # --- next steps
    "STEP_NVIDIA_DRIVER_LINUX": QT_TRANSLATE_NOOP("messages", "Install the NVIDIA driver {branch} or newer (at least {driver}) from your distribution or NVIDIA, then reboot."),
    "STEP_NVIDIA_DRIVER_WINDOWS_PRO": QT_TRANSLATE_NOOP("messages", "Install the NVIDIA RTX Enterprise driver (Production Branch) for workstation cards, branch {branch} or newer."),
    "STEP_NVIDIA_DRIVER_WINDOWS": QT_TRANSLATE_NOOP("messages", "Install the NVIDIA Game Ready or Studio driver, branch {branch} or newer."),
    "STEP_NVIDIA_DRIVER_WINDOWS_DC": QT_TRANSLATE_NOOP("messages", "Install NVIDIA's Data Center driver for Windows (on NVIDIA's driver page, product type \"Data Center / Tesla\"), branch {branch} or newer: the Game Ready and Studio drivers do not support datacenter cards."),
    "STEP_NVIDIA_DRIVER_WINDOWS_LEGACY_DC": QT_TRANSLATE_NOOP("messages", "Install NVIDIA's Data Center driver for Windows of branch {branch} (on NVIDIA's driver page, product type \"Data Center / Tesla\"): the last branch that supports this card (newer ones drop it)."),
    "STEP_NVIDIA_DRIVER_WSL2": QT_TRANSLATE_NOOP("messages", "Install the Windows NVIDIA driver {branch} or newer on Windows only; do not install a Linux driver inside WSL2."),
    "STEP_NVIDIA_DRIVER_LINUX_LEGACY": QT_TRANSLATE_NOOP("messages", "Install the NVIDIA driver of branch {branch} from your distribution or NVIDIA, then reboot: the last branch that supports this card (newer ones drop it)."),
    "STEP_NVIDIA_DRIVER_WINDOWS_LEGACY": QT_TRANSLATE_NOOP("messages", "Install the NVIDIA Game Ready or Studio driver of branch {branch}: the last branch that supports this card (newer ones drop it)."),
    "STEP_NVIDIA_DRIVER_WSL2_LEGACY": QT_TRANSLATE_NOOP("messages", "Install the Windows NVIDIA driver of branch {branch} on Windows only (the last branch that supports this card; newer ones drop it); do not install a Linux driver inside WSL2."),
    "STEP_BLACKWELL_WHEEL": QT_TRANSLATE_NOOP("messages", "Use PyTorch {pytorch} or newer with a CUDA 12.8+ wheel; older wheels cannot run on this card."),
    "STEP_CUDA_TOOLKIT": QT_TRANSLATE_NOOP("messages", "Install the CUDA Toolkit (or your HPC code's container) and check the compiler."),
    "STEP_RENDER_OPTIX": QT_TRANSLATE_NOOP("messages", "In Blender: Preferences > System > Cycles Render Devices > OptiX."),
    "STEP_PYTORCH_CUDA": QT_TRANSLATE_NOOP("messages", "Install PyTorch's {variant} build."),
    "STEP_CHECK_TORCH": QT_TRANSLATE_NOOP("messages", "Check that PyTorch sees the GPU (should print True and the card's name)."),
    "STEP_AMD_DRIVER_RENDER_WINDOWS": QT_TRANSLATE_NOOP("messages", "Install AMD Software: Adrenalin Edition {version} or newer (Radeon PRO: {pro} or newer), the oldest driver Blender's HIP backend accepts."),
    "STEP_AMD_DRIVER_RENDER_WINDOWS_NEW": QT_TRANSLATE_NOOP("messages", "Install the current AMD Software: Adrenalin Edition (Radeon PRO and Radeon AI PRO cards: the current PRO Edition driver): a driver older than this card's {year} launch does not know it."),
    "STEP_AMD_DRIVER_RENDER_LINUX_NEW": QT_TRANSLATE_NOOP("messages", "Install ROCm {rocm} or newer, the first release to list RDNA 4 cards; a driver older than this card's {year} launch does not know it."),
    "STEP_AMD_DRIVER_RENDER_LINUX_CURRENT": QT_TRANSLATE_NOOP("messages", "Install the current ROCm release: a driver older than this card's {year} launch does not know it."),
    "STEP_AMD_DRIVER_RENDER_LINUX": QT_TRANSLATE_NOOP("messages", "Install the amdgpu driver from Radeon Software for Linux {version} or newer, or ROCm {rocm} or newer, the oldest Blender's HIP backend accepts."),
    "STEP_INTEL_DRIVER_RENDER_WINDOWS": QT_TRANSLATE_NOOP("messages", "Install Intel's Arc graphics driver {version} or newer, the oldest Blender's oneAPI backend accepts (Blender 4.4 and later)."),
    "STEP_INTEL_DRIVER_RENDER_LINUX": QT_TRANSLATE_NOOP("messages", "Install the Intel GPU compute runtime {version} or newer, the oldest Blender's oneAPI backend accepts (Blender 4.4 and later)."),
    "STEP_RENDER_HIP": QT_TRANSLATE_NOOP("messages", "In Blender: Preferences > System > Cycles Render Devices > HIP."),
    "STEP_ROCM_LINUX": QT_TRANSLATE_NOOP("messages", "Install ROCm on a supported distribution (Ubuntu 22.04/24.04, RHEL 9): first the amdgpu-install package for your distribution from AMD's ROCm quick-start guide (repo.radeon.com), then run the command below; your card is {gfx}."),
    "STEP_CHECK_ROCM": QT_TRANSLATE_NOOP("messages", "Check that ROCm sees the card."),
    "STEP_PYTORCH_ROCM": QT_TRANSLATE_NOOP("messages", "Install PyTorch's ROCm build ({variant})."),
    "STEP_CHECK_TORCH_ROCM": QT_TRANSLATE_NOOP("messages", "Check that PyTorch sees the GPU (ROCm builds use the torch.cuda API)."),
    "STEP_WSL_SETUP": QT_TRANSLATE_NOOP("messages", "Set up WSL2 with Ubuntu: open PowerShell as administrator, run this command and restart the PC when asked. The steps after this one run in the Ubuntu window."),
    "STEP_ROCM_WSL2": QT_TRANSLATE_NOOP("messages", "Install AMD Adrenalin {adrenalin} or newer on Windows, then ROCm for WSL in Ubuntu 24.04 following AMD's WSL guide."),
    "STEP_HIP_SDK_WINDOWS": QT_TRANSLATE_NOOP("messages", "Install the current AMD Adrenalin driver and AMD's HIP SDK for Windows, then build your code with it (check that your card is in the HIP SDK's supported list)."),
    "STEP_VULKAN_LINUX": QT_TRANSLATE_NOOP("messages", "Install your distribution's Mesa Vulkan driver (RADV) and use llama.cpp's Vulkan build: ROCm does not support this card ({gfx}) and is not needed for it. Check that Vulkan lists the card."),
    "STEP_AMD_DRIVER_WINDOWS": QT_TRANSLATE_NOOP("messages", "Install the current AMD Software: Adrenalin Edition driver."),
    "STEP_AMD_WINDOWS": QT_TRANSLATE_NOOP("messages", "Install the current AMD Adrenalin driver; for PyTorch use AMD's Windows preview wheels, or run models with LM Studio / llama.cpp."),
    "STEP_LLAMACPP_VULKAN": QT_TRANSLATE_NOOP("messages", "For chat models, llama.cpp's Vulkan or HIP build (or LM Studio) runs on this card on Windows."),
    "STEP_ONEAPI_TOOLKIT": QT_TRANSLATE_NOOP("messages", "Install Intel's oneAPI Base Toolkit (compilers and math libraries), then check that the GPU is listed."),
    "STEP_INTEL_DRIVER": QT_TRANSLATE_NOOP("messages", "Install Intel's current Arc graphics driver (Windows) or the Intel GPU compute runtime (Linux)."),
    "STEP_LLAMACPP_INTEL": QT_TRANSLATE_NOOP("messages", "For chat models, use llama.cpp's SYCL or Vulkan build (or LM Studio); PyTorch is not needed."),
    "STEP_CHECK_SPEED_LLAMACPP": QT_TRANSLATE_NOOP("messages", "Once the model runs, check its speed against this estimate: llama-bench's 'tg128 @ d{depth}' line should read about {speed} tokens/s ({low}–{high}). LM Studio shows the speed under each answer, and 'ollama run MODEL --verbose' prints it as 'eval rate'. Far below that, part of the model probably runs on the CPU."),
    "STEP_CHECK_SPEED_BLENDER": QT_TRANSLATE_NOOP("messages", "Once it renders, check its speed against this estimate: Blender Benchmark (free from opendata.blender.org) with Blender {version} on {backend} should score about {score} ({low}–{high}), the median of this card's published results."),
    "STEP_CHAT_APP_INSTEAD": QT_TRANSLATE_NOOP("messages", "Only want to chat with the model? An app such as LM Studio or Ollama is enough: it runs a GGUF file of the model with llama.cpp and needs none of the steps below, which are for Python tools (transformers, vLLM). Choose llama.cpp as the software in your answers to see its memory and speed."),
    "STEP_CONTEXT_LENGTH": QT_TRANSLATE_NOOP("messages", "Set the context length to {context} tokens, the length these figures are for: the apps load a shorter one unless told (LM Studio: Context Length in the model loader; Ollama: the OLLAMA_CONTEXT_LENGTH setting, then restart it), and llama-server's -c otherwise takes the model's whole context and the memory for it."),
    "STEP_KV_CACHE_TYPE": QT_TRANSLATE_NOOP("messages", "Store the KV cache in {kv}, as these figures assume; with the default 16-bit cache the model needs more memory than shown. It needs flash attention: in LM Studio, turn on Flash Attention and set K Cache and V Cache Quantization Type to {kv}; in Ollama, set OLLAMA_FLASH_ATTENTION=1 and OLLAMA_KV_CACHE_TYPE={cache_type}; llama-server takes -fa on -ctk {cache_type} -ctv {cache_type}."),
    "STEP_FINETUNE_LIBS": QT_TRANSLATE_NOOP("messages", "Then install the training libraries into the same Python environment, with the command below: {libs}. On AMD and Intel cards, check that the bitsandbytes release supports yours. Unsloth, Axolotl and torchtune package the same steps."),
    "STEP_PARALLEL_REQUESTS": QT_TRANSLATE_NOOP("messages", "Let the app answer all {users} people at once, each with {context} tokens of context, or the others wait in a queue: in LM Studio, set Max Concurrent Predictions to {users} (model loader, advanced settings; 4 by default); in Ollama, set OLLAMA_NUM_PARALLEL to {users} and restart it (1 by default); llama-server takes -np {users}, with -c for all the contexts together."),
    "STEP_SHARE_ON_NETWORK": QT_TRANSLATE_NOOP("messages", "Let the others reach it from their own computers, on a network you trust (neither app asks for a password): in LM Studio, turn on Serve on Local Network in the Developer tab; for Ollama, set OLLAMA_HOST to 0.0.0.0 and restart it; llama-server takes --host 0.0.0.0. A web page such as Open WebUI then gives everyone a chat window."),
    "STEP_PARALLEL_REQUESTS_OLLAMA": QT_TRANSLATE_NOOP("messages", "Let Ollama answer the {users} people at once, or the others wait in a queue: set OLLAMA_NUM_PARALLEL to {users} and restart it (1 by default). LM Studio answers up to 4 at a time already; llama-server takes -np {users}, with -c for all the contexts together."),
    "STEP_GET_GGUF": QT_TRANSLATE_NOOP("messages", "Download the model as a {precision} GGUF file, the format these figures are for: LM Studio lists {precision} among each model's download options, and Ollama's tags for it end in '{tag}' (Qwen2.5 7B's, for one, is 'qwen2.5:7b-instruct-{tag}'; your model's has its own name and size). Another format is another size and speed."),
    "STEP_GET_GGUF_MXFP4": QT_TRANSLATE_NOOP("messages", "Download the model's MXFP4 GGUF file, the format these figures are for: it is what LM Studio and Ollama download for it."),
    "STEP_LLAMACPP_JETSON": QT_TRANSLATE_NOOP("messages", "For chat models, build llama.cpp with CUDA on the module (JetPack includes the CUDA toolkit), or use Ollama, which publishes builds for JetPack; PyTorch is not needed."),
    "STEP_LLAMACPP_CUDA": QT_TRANSLATE_NOOP("messages", "For chat models, use llama.cpp's CUDA build or an app built on it (LM Studio, Ollama); PyTorch is not needed."),
    "STEP_LLAMACPP_ROCM": QT_TRANSLATE_NOOP("messages", "For chat models, use llama.cpp's HIP (ROCm) or Vulkan build, or an app built on it (LM Studio, Ollama); PyTorch is not needed."),
    "STEP_PYTORCH_XPU": QT_TRANSLATE_NOOP("messages", "Install PyTorch's XPU build for Intel GPUs."),
    "STEP_CHECK_TORCH_XPU": QT_TRANSLATE_NOOP("messages", "Check that PyTorch sees the Intel GPU."),
    "STEP_RENDER_ONEAPI": QT_TRANSLATE_NOOP("messages", "In Blender: Preferences > System > Cycles Render Devices > oneAPI."),
    "STEP_BLENDER_ARM64": QT_TRANSLATE_NOOP("messages", "Blender's official Linux downloads are for x86-64 processors: on this Arm computer check blender.org for an Arm64 build, or build Blender from source with CUDA and OptiX (its build system supports Linux on Arm); a distribution's arm64 package may lack GPU rendering."),
    "STEP_DGX_OS": QT_TRANSLATE_NOOP("messages", "It comes with DGX OS (Ubuntu Linux for Arm), which brings the NVIDIA driver and CUDA: keep it updated and install no other driver."),
    "STEP_LINK_SYSTEMS": QT_TRANSLATE_NOOP("messages", "Link the computers' ConnectX-7 ports with an approved QSFP cable and follow NVIDIA's \"Connect two Sparks\" steps (DGX Spark User Guide, Spark Stacking); check that the fast link, not the 1 GbE port, carries the traffic."),
    "STEP_SERVE_VLLM": QT_TRANSLATE_NOOP("messages", "Serve the model to your {users} users with vLLM, the software these figures assume: it runs their requests together on the GPU. Install it as vLLM's installation guide says for your card (pip install vllm on NVIDIA; AMD and Intel builds come as containers), then start its OpenAI-compatible server with the model's Hugging Face name in place of MODEL; chat front ends such as Open WebUI connect to it."),
    "STEP_SERVE_VLLM_JETSON": QT_TRANSLATE_NOOP("messages", "Serve the model to your {users} users with vLLM, the software these figures assume: it runs their requests together on the GPU. vLLM has no pip package for Jetson: use NVIDIA's vLLM container for your JetPack version (NVIDIA Jetson AI Lab), then start its OpenAI-compatible server with the model's Hugging Face name in place of MODEL; chat front ends such as Open WebUI connect to it."),
    "STEP_SERVE_TRTLLM": QT_TRANSLATE_NOOP("messages", "Serve the model with TensorRT-LLM, the software these figures assume: NVIDIA's release container (nvcr.io/nvidia/tensorrt-llm/release) has it with everything it needs, or install it with pip as its guide says. Then start its OpenAI-compatible server with the model's Hugging Face name in place of MODEL; chat front ends such as Open WebUI connect to it."),
    "STEP_SERVE_LINKED": QT_TRANSLATE_NOOP("messages", "Serve the model over both computers with vLLM (NVIDIA's playbook \"Serve LLMs with vLLM across DGX Sparks\") or TensorRT-LLM (\"Run on two Sparks\"). Apps made for one computer, such as LM Studio, use only one of them."),
    "STEP_NGC_CONTAINERS": QT_TRANSLATE_NOOP("messages", "Start from NVIDIA's Arm64 containers (NGC: PyTorch, vLLM, TensorRT-LLM) or NVIDIA's DGX Spark playbooks; they are built for this machine."),
    "STEP_GPU_MEMORY_WINDOWS": QT_TRANSLATE_NOOP("messages", "Give the GPU its share of the memory: AMD Software > Performance > Tuning > Variable Graphics Memory, up to {gb} GB; the rest stays with Windows."),
    "STEP_GPU_MEMORY_LINUX": QT_TRANSLATE_NOOP("messages", "Linux lets the GPU use only about half of the memory by default: raise it to {gb} GB with AMD's amd-ttm tool and reboot. ROCm needs Linux 6.18.4 or newer (or Ubuntu 24.04's OEM kernel) on this chip."),
    "STEP_LLAMACPP_NO_MMAP": QT_TRANSLATE_NOOP("messages", "Run llama.cpp (or LM Studio) with flash attention and without memory-mapping the model file (--no-mmap): on this chip loading otherwise crawls or fails. Its Vulkan build is the most stable."),
    "STEP_JETPACK": QT_TRANSLATE_NOOP("messages", "Flash the module with NVIDIA JetPack (SDK Manager); it includes the driver and CUDA."),
    "STEP_JETPACK_THOR": QT_TRANSLATE_NOOP("messages", "Flash the module with NVIDIA JetPack 7 or newer (SDK Manager), the first for Jetson Thor; it includes the driver and CUDA 13, which calls Thor sm_110 (CUDA 12 called it sm_101)."),
    "STEP_JETSON_TORCH": QT_TRANSLATE_NOOP("messages", "Install NVIDIA's PyTorch wheel for your JetPack version (PyPI wheels do not use the Jetson GPU)."),
    "STEP_CHECK_JETSON": QT_TRANSLATE_NOOP("messages", "Watch GPU load and memory."),
    "STEP_GAUDI_SOFTWARE": QT_TRANSLATE_NOOP("messages", "Install the Intel Gaudi software suite and use Intel's PyTorch containers."),
    "STEP_CHECK_GAUDI": QT_TRANSLATE_NOOP("messages", "Check that the accelerators are visible."),
    # --- validation / explanation
    "HOW_MEMORY_INFERENCE": QT_TRANSLATE_NOOP("messages", "Memory per GPU = weights (parameters x {bits} bits / 8) + KV cache (2 x layers x KV heads x head size x {context} tokens x batch {batch} x {kv_bytes} bytes) + activations of one prompt chunk + runtime overhead (fixed + a share of the weights)."),
    "HOW_MEMORY_LORA": QT_TRANSLATE_NOOP("messages", "Memory per GPU = frozen base weights + rank-{rank} LoRA adapters with their gradients and AdamW states (fp32) + activations for {context} tokens x batch {batch} + logits for the loss + training overhead."),
    "HOW_MEMORY_FULL": QT_TRANSLATE_NOOP("messages", "Memory per GPU = (weights + gradients + master weights + optimizer states) / {gpus} GPUs + activations for {context} tokens x batch {batch} + logits for the loss + training overhead."),
    "HOW_MEMORY_HPC": QT_TRANSLATE_NOOP("messages", "Memory per GPU = your working set divided over the GPUs + the CUDA/ROCm runtime."),
    "HOW_MEMORY_RENDERING": QT_TRANSLATE_NOOP("messages", "Memory per GPU = your whole scene (each GPU holds a copy) + the renderer's runtime."),
    "HOW_DECODE": QT_TRANSLATE_NOOP("messages", "Tokens/s = batch {batch} / time per step; time per step = (weights + each sequence's KV cache) / (memory bandwidth x efficiency) + a fixed time per layer, or the compute time if that is longer."),
    "THINKING_SHORT_CONTEXT": QT_TRANSLATE_NOOP("messages", "{model} thinks before it answers, often for thousands of tokens (its makers allow up to {tokens} tokens of output). A context of {context} tokens can cut its answers off: {suggest} or more is safer, and it needs more memory, so choose it before you buy."),
    "CONTEXT_BEYOND_MODEL": QT_TRANSLATE_NOOP("messages", "{model} supports {max} tokens of context; you asked for {context}. The memory is sized for your length, but the model needs a long-context version or RoPE scaling (YaRN) to use it, if it has one."),
    "PLUGS_PSU_FASTER": QT_TRANSLATE_NOOP("messages", "A power supply with more plugs would be faster: {count} × {gpu} meets your other answers at about {ratio}× the top pick's speed. Your {have} W supply is big enough; only its plugs stop it. A supply of the same size with a native 16-pin (12V-2x6) cable, as ATX 3.1 models have, or with enough PCIe 8-pin plugs, runs it."),
    "BIGGER_PSU_PLUGS_FASTER": QT_TRANSLATE_NOOP("messages", "A bigger power supply would be faster: with a {watts} W supply that has a native 16-pin (12V-2x6) cable, as ATX 3.1 models have, or enough PCIe 8-pin plugs, {count} × {gpu} meets your other answers at about {ratio}× the top pick's speed. Your {have} W supply is short of both watts and plugs for it."),
    "BIGGER_PSU_FASTER": QT_TRANSLATE_NOOP("messages", "A bigger power supply would be faster: with a {watts} W supply, {count} × {gpu} meets your other answers at about {ratio}× the top pick's speed. Your {have} W supply is all that stops it."),
    "MORE_CARDS_FASTER": QT_TRANSLATE_NOOP("messages", "More cards per machine would be faster: {count} × {gpu} meets your other answers at about {ratio}× the top pick's speed, for {price}. You allow at most {max} GPUs per machine; raise that to {count} to see it ranked."),
    "MORE_CARDS_FASTER_UNPRICED": QT_TRANSLATE_NOOP("messages", "More cards per machine would be faster: {count} × {gpu} meets your other answers at about {ratio}× the top pick's speed. You allow at most {max} GPUs per machine; raise that to {count} to see it ranked."),
    "QLORA_SUPPORTED": QT_TRANSLATE_NOOP("messages", "QLoRA would avoid the software risk: with the same adapters over the base model loaded in 4-bit, the work needs about {need} GiB per card, and {count} × {gpu} does it with full software support, for {price}. Choose QLoRA as the way to fine-tune to see it ranked."),
    "QLORA_SUPPORTED_UNPRICED": QT_TRANSLATE_NOOP("messages", "QLoRA would avoid the software risk: with the same adapters over the base model loaded in 4-bit, the work needs about {need} GiB per card, and {count} × {gpu} does it with full software support. Choose QLoRA as the way to fine-tune to see it ranked."),
    "UNPRICED_FASTER": QT_TRANSLATE_NOOP("messages", "{count} × {gpu} meets your other answers at about {ratio}× the top pick's speed, but the catalog has no list price for it, so your budget cannot be checked: ask a vendor for a quote and enter it under 'Price quotes' (a quote sheet with --quotes on the command line) to see it ranked."),
    "UNPRICED_FASTER_MORE": QT_TRANSLATE_NOOP("messages", "{count} × {gpu} meets your other answers at about {ratio}× the top pick's speed, but the catalog has no list price for it, so your budget cannot be checked; nor for other such cards: {others}. Ask a vendor for a quote and enter it under 'Price quotes' (a quote sheet with --quotes on the command line) to see them ranked."),
    "UNPRICED_FP64": QT_TRANSLATE_NOOP("messages", "A card built for FP64 work was left out only for having no list price: {count} × {gpu} meets your other answers at about {ratio}× the top pick's FP64 speed. Without a price your budget cannot be checked: ask a vendor for a quote and enter it as a price override to see it ranked."),
    "UNPRICED_FP64_MORE": QT_TRANSLATE_NOOP("messages", "{cards} cards built for FP64 work were left out only for having no list price: they meet your other answers at about {low}–{high}× the top pick's FP64 speed ({gpus}). Without prices your budget cannot be checked: ask vendors for quotes and enter them as price overrides to see them ranked."),
    "KV_8BIT_CHEAPER": QT_TRANSLATE_NOOP("messages", "An 8-bit KV cache would cost less: with the cache in {kv} (half the memory of 16 bits; next to no quality lost) the model needs {need} GiB per card, and {count} × {gpu} meets your other answers at about {ratio}× the top pick's speed, for {price} ({saving}% less). Choose {kv} as the KV cache format (expert mode; kv_cache_precision in a profile) to see it ranked."),
    "BATCH_OF_ONE": QT_TRANSLATE_NOOP("messages", "A batch of 1 sequence per GPU with gradient accumulation over {batch} steps trains the same (the same sequences per optimizer step, a little slower) and needs {need_one} GiB per GPU instead of {need}: then {count} × {gpu} would be the top pick, for {price}. Choose a batch size of 1 to see that shortlist, and set gradient_accumulation_steps to {batch} in the training script."),
    "BATCH_OF_ONE_UNPRICED": QT_TRANSLATE_NOOP("messages", "A batch of 1 sequence per GPU with gradient accumulation over {batch} steps trains the same (the same sequences per optimizer step, a little slower) and needs {need_one} GiB per GPU instead of {need}: then {count} × {gpu} would be the top pick. Choose a batch size of 1 to see that shortlist, and set gradient_accumulation_steps to {batch} in the training script."),
    "FP64_WEAK_ONLY_COOLING": QT_TRANSLATE_NOOP("messages", "Every card on this shortlist has a consumer card's weak double precision, while cards built for FP64 work meet your other answers, budget included: {gpus}. They are passively cooled and need a server's strong airflow, which your answers about the computer or its cooling rule out: choose 'Either — show both' for the computer (form_factor \"any\" in a profile file) to see them ranked."),
    "FP64_WEAK_ONLY_COOLING_ANSWER": QT_TRANSLATE_NOOP("messages", "Every card on this shortlist has a consumer card's weak double precision, while cards built for FP64 work meet your other answers, budget included: {gpus}. They are passively cooled and need a server's strong airflow, which your cooling answer rules out: choose 'Not sure' or 'Rack server with strong airflow' for the cooling (cooling \"any\" or \"server_airflow\" in a profile file) to see them ranked."),
    "FP64_WEAK_ONLY_COOLING_BOTH": QT_TRANSLATE_NOOP("messages", "Every card on this shortlist has a consumer card's weak double precision, while cards built for FP64 work meet your other answers, budget included: {gpus}. They are passively cooled and need a server's strong airflow, which your answers about the computer and its cooling rule out: choose 'Either — show both' for the computer and 'Not sure' for the cooling (form_factor \"any\" and cooling \"any\" in a profile file) to see them ranked."),
    "FP64_WEAK_ONLY": QT_TRANSLATE_NOOP("messages", "Every card on this shortlist has a consumer card's weak double precision: no card built for FP64 work (A100, H100, Instinct MI210 and the like) is priced within your answers. They are sold on quote or used; ask a vendor, and enter the quote to see one ranked."),
    "OLD_PRICE_OVER_BUDGET": QT_TRANSLATE_NOOP("messages", "{count} × {gpu} was left out only by its launch price of {year} ({price}), and it meets your other answers at about {ratio}× the top pick's speed. Cards this old now sell at other prices, new, used or as old stock (some for more, as the RTX 4090 did): enter a shop's quote under 'Price quotes' (a quote sheet with --quotes on the command line) to see it ranked."),
    "OLD_PRICE_OVER_BUDGET_MORE": QT_TRANSLATE_NOOP("messages", "{count} × {gpu} was left out only by its launch price of {year} ({price}), and it meets your other answers at about {ratio}× the top pick's speed; so were other such cards: {others}. Cards this old now sell at other prices, new, used or as old stock (some for more, as the RTX 4090 did): enter a shop's quote under 'Price quotes' (a quote sheet with --quotes on the command line) to see them ranked."),
    "UNPRICED_FP64_SERVER": QT_TRANSLATE_NOOP("messages", "A card built for FP64 work was left out for having no list price and for its passive cooling, which needs a server's airflow rather than a desktop tower's: {count} × {gpu} meets your other answers at about {ratio}× the top pick's FP64 speed. For FP64 science, ask a vendor for a quote on it in a small server or a workstation built for such cards; choose 'Either — show both' for the computer (form_factor \"any\" in a profile file) and enter the quote under 'Price quotes' on the budget page (--quotes on the command line) to see it ranked."),
    "UNPRICED_FP64_SERVER_MORE": QT_TRANSLATE_NOOP("messages", "{cards} cards built for FP64 work were left out for having no list price and for their passive cooling, which needs a server's airflow rather than a desktop tower's: they meet your other answers at about {low}–{high}× the top pick's FP64 speed ({gpus}). For FP64 science, ask vendors for quotes on them in a small server or a workstation built for such cards; choose 'Either — show both' for the computer (form_factor \"any\" in a profile file) and enter the quotes under 'Price quotes' on the budget page (--quotes on the command line) to see them ranked."),
    "EIGHT_BIT_CHEAPER": QT_TRANSLATE_NOOP("messages", "8-bit would cost less: in {precision} (8-bit, as LM Studio, Ollama and llama.cpp run it; next to no quality lost) the model needs {need} GiB per card, and {count} × {gpu} meets your other answers at about {ratio}× the top pick's speed, for {price} ({saving}% less). Choose 8-bit ({precision}) as the quality to see it ranked."),
    "FOUR_BIT_CHEAPER": QT_TRANSLATE_NOOP("messages", "4-bit would cost less: in {precision} (4-bit, as LM Studio, Ollama and llama.cpp run it; a slight quality loss) the model needs {need} GiB per card, and {count} × {gpu} meets your other answers at about {ratio}× the top pick's speed, for {price} ({saving}% less). Choose 4-bit ({precision}) as the quality to see it ranked."),
    "EIGHT_BIT_FASTER": QT_TRANSLATE_NOOP("messages", "8-bit would be much faster: in {precision} (8-bit, as LM Studio, Ollama and llama.cpp run it; next to no quality lost) the model needs {need} GiB per card, and {count} × {gpu} meets your other answers at about {ratio}× the top pick's speed, for {price}. Choose 8-bit ({precision}) as the quality to see it ranked."),
    "FOUR_BIT_FASTER": QT_TRANSLATE_NOOP("messages", "4-bit would be much faster: in {precision} (4-bit, as LM Studio, Ollama and llama.cpp run it; a slight quality loss) the model needs {need} GiB per card, and {count} × {gpu} meets your other answers at about {ratio}× the top pick's speed, for {price}. Choose 4-bit ({precision}) as the quality to see it ranked."),
    "FP8_SERVER_FASTER": QT_TRANSLATE_NOOP("messages", "FP8 would be much faster: in FP8 (8-bit, which vLLM makes from the 16-bit weights as it loads them; no measurable quality lost) the model needs {need} GiB per card, and {count} × {gpu} meets your other answers at about {ratio}× the top pick's speed, for {price}. Choose 8-bit (FP8) as the quality to see it ranked."),
    "FOUR_BIT_SERVER_FASTER": QT_TRANSLATE_NOOP("messages", "4-bit would be much faster: in 4-bit (a published AWQ or GPTQ version of the model, as vLLM serves it; a slight quality loss) the model needs {need} GiB per card, and {count} × {gpu} meets your other answers at about {ratio}× the top pick's speed, for {price}. Choose 4-bit as the quality to see it ranked."),
    "FP8_SERVER_CHEAPER": QT_TRANSLATE_NOOP("messages", "FP8 would cost less: in FP8 (8-bit, which vLLM makes from the 16-bit weights as it loads them; no measurable quality lost) the model needs {need} GiB per card, and {count} × {gpu} meets your other answers at about {ratio}× the top pick's speed, for {price} ({saving}% less). Choose 8-bit (FP8) as the quality to see it ranked."),
    "FOUR_BIT_SERVER_CHEAPER": QT_TRANSLATE_NOOP("messages", "4-bit would cost less: in 4-bit (a published AWQ or GPTQ version of the model, as vLLM serves it; a slight quality loss) the model needs {need} GiB per card, and {count} × {gpu} meets your other answers at about {ratio}× the top pick's speed, for {price} ({saving}% less). Choose 4-bit as the quality to see it ranked."),
    "HOST_BOUND_SPEED": QT_TRANSLATE_NOOP("messages", "With {engine}, the computer's processor, not the GPU, sets the speed of {picks} of these picks: it starts every layer of every token in turn, so faster cards do not generate faster. A compiled engine such as vLLM (Linux) or llama.cpp shows the cards' real differences: set it as the engine in your answers."),
    "HOW_DECODE_HOST": QT_TRANSLATE_NOOP("messages", "Tokens/s = batch {batch} / time per step; time per step = the longer of reading (weights + each sequence's KV cache) / (memory bandwidth x efficiency) and the host's time to start every layer, which runs alongside the reads (or the compute time if that is longer)."),
    "HOW_PREFILL": QT_TRANSLATE_NOOP("messages", "Prompt tokens/s = tensor rate x utilisation / FLOPs per token (2 x parameters + attention over {context} tokens)."),
    "HOW_PREFILL_MOE": QT_TRANSLATE_NOOP("messages", "Time per prompt token = FLOPs per token (2 x active parameters + attention over {context} tokens) / (tensor rate x utilisation) + the experts a chunk of {chunk} tokens reads / (bandwidth x efficiency) / {chunk}; prompt tokens/s = 1 / that time."),
    "HOW_TRAIN": QT_TRANSLATE_NOOP("messages", "Training tokens/s = bf16 tensor rate x utilisation (MFU) x effective GPUs / ({per_param} x parameters + attention) FLOPs per token."),
    "HOW_HPC_MEMORY": QT_TRANSLATE_NOOP("messages", "Effective TFLOPS = the smaller of peak FP64 (or FP32) rate x a typical efficiency, and {ai} FLOP per byte x the memory bandwidth the code reaches (a memory-bound code), x GPUs."),
    "ASSUME_HPC_MEMORY_LIMITS": QT_TRANSLATE_NOOP("messages", "Memory bandwidth, not the arithmetic rate, limits this code on this GPU: a card with faster memory helps more than one with more TFLOPS."),
    "ASSUME_HPC_COMPUTE_BOUND": QT_TRANSLATE_NOOP("messages", "Your code is taken to be limited by arithmetic. If it moves a lot of data per operation (CFD, finite elements, stencils, sparse solvers), answer so: its speed then follows memory bandwidth, and the ranking changes."),
    "ASSUME_HPC_COMPUTE_BOUND_FP64": QT_TRANSLATE_NOOP("messages", "Your code is taken to be limited by arithmetic. If it moves a lot of data per operation (CFD, finite elements, stencils, sparse solvers), answer so: its speed then follows memory bandwidth, and the ranking changes. Dense matrix work (DGEMM, LU or QR solvers) runs faster on datacenter cards' FP64 matrix units: answer so too."),
    "ASSUME_HPC_MATRIX_UNITS": QT_TRANSLATE_NOOP("messages", "Dense matrix work (DGEMM and the solvers built on it, through cuBLAS or rocBLAS) runs on this card's FP64 matrix units: {peak} TFLOPS at peak, against {vector} TFLOPS for other FP64 code."),
    "HOW_HPC": QT_TRANSLATE_NOOP("messages", "Effective TFLOPS = peak FP64 (or FP32) rate x a typical efficiency x GPUs."),
    "HOW_RENDERING_MEASURED": QT_TRANSLATE_NOOP("messages", "Blender points = the card's median score in Blender Open Data (the Blender Benchmark: samples per minute over its scenes, on the backend named) x effective GPUs."),
    "HOW_RENDERING_ESTIMATED": QT_TRANSLATE_NOOP("messages", "Blender Open Data has no score for this card, so it is estimated: Blender points = peak FP32 rate x the points per TFLOPS of the measured cards of its kind (same vendor, with or without ray-tracing hardware, server cards apart) x effective GPUs."),
    "ASSUME_NATIVE_PRECISION": QT_TRANSLATE_NOOP("messages", "{model} is released with {precision} weights, so that is the precision used (choose one to change it)."),
    "ASSUME_CUDA_CONTEXT": QT_TRANSLATE_NOOP("messages", "Includes {gib} GiB per GPU for the CUDA context, which PyTorch's own memory counters do not show."),
    "ASSUME_BITS": QT_TRANSLATE_NOOP("messages", "{precision} weights take {bits} bits per weight on average, scales included; bitsandbytes, AWQ, GPTQ and FP8 formats keep embeddings and the output layer in 16-bit."),
    "ASSUME_MXFP4_RELEASED": QT_TRANSLATE_NOOP("messages", "{model} is released with its mixture-of-experts weights in MXFP4 ({expert_bits} bits per weight, scales included) and every other weight in BF16, as vLLM and Transformers load it: {bits} bits per weight on average."),
    "ASSUME_MXFP4_GGUF": QT_TRANSLATE_NOOP("messages", "{model}'s GGUF keeps the mixture-of-experts weights in MXFP4 ({expert_bits} bits per weight, scales included) and every other weight in Q8_0 ({other_bits} bits), as llama.cpp's own files of it do (LM Studio downloads these): {bits} bits per weight on average. Ollama's own file of it keeps those other weights in BF16 and is {more} GiB larger."),
    "ASSUME_KV_HYBRID": QT_TRANSLATE_NOOP("messages", "{linear} of the {layers} layers use linear attention: each keeps a fixed state of {state_mib} MiB per sequence instead of a KV cache, which only the other {full} layers hold."),
    "ASSUME_KV_FULL_CONTEXT": QT_TRANSLATE_NOOP("messages", "The KV cache is sized for the full {context} tokens of each of the {batch} sequences, with the model's real number of KV heads (grouped-query attention)."),
    "ASSUME_LORA_ADAPTERS": QT_TRANSLATE_NOOP("messages", "LoRA rank {rank} on every linear layer of attention and MLP; adapters, their gradients and AdamW states in fp32."),
    "ASSUME_CHECKPOINTING_ON": QT_TRANSLATE_NOOP("messages", "Gradient checkpointing on: only each layer's input is kept, one layer is recomputed at a time."),
    "ASSUME_CHECKPOINTING_OFF": QT_TRANSLATE_NOOP("messages", "Gradient checkpointing off: every layer keeps its activations for the backward pass."),
    "ASSUME_TRAINING_FRAMEWORK": QT_TRANSLATE_NOOP("messages", "Sized for an eager PyTorch / Hugging Face (DeepSpeed) recipe; compiled recipes with chunked loss (torchtune) need less, paged or CPU-offloaded optimizers much less."),
    "ASSUME_DECODE_ROOFLINE": QT_TRANSLATE_NOOP("messages", "{engine} on {memory_type} memory reaches {eff}% of the bandwidth when reading the weights, plus {layer_us} microseconds per layer per token (measured)."),
    "ASSUME_DECODE_HOST": QT_TRANSLATE_NOOP("messages", "{engine} on {memory_type} memory reaches {eff}% of the bandwidth when reading the weights; it runs each layer eagerly, and the host needs {layer_us} microseconds per layer per token, so whichever is longer sets the pace (measured)."),
    "ASSUME_DECODE_HALF_CONTEXT": QT_TRANSLATE_NOOP("messages", "Speed is averaged over a conversation: the KV cache read grows from the prompt to {context} tokens, counted at half."),
    "ASSUME_MULTI_GPU_SPEED": QT_TRANSLATE_NOOP("messages", "{count} GPUs: the engine splits every layer across them (tensor parallel), so the weights are read {speedup}× faster."),
    "ASSUME_MULTI_GPU_LAYERS": QT_TRANSLATE_NOOP("messages", "{count} GPUs: the layers run on one GPU after the other (a layer split, or a pipeline where the attention heads do not divide evenly), which adds memory, not speed."),
    "TP_PIPELINE": QT_TRANSLATE_NOOP("messages", "The model's {heads} attention heads do not divide evenly over {count} GPUs, so tensor-parallel serving cannot split its layers: the GPUs run as a pipeline, with the memory of {count} GPUs but about the speed of one. {fewer} or {more} GPUs would split every layer."),
    "TP_PIPELINE_FEWER": QT_TRANSLATE_NOOP("messages", "The model's {heads} attention heads do not divide evenly over {count} GPUs, so tensor-parallel serving cannot split its layers: the GPUs run as a pipeline, with the memory of {count} GPUs but about the speed of one. {fewer} GPUs would split every layer."),
    "ASSUME_PREFILL_READS": QT_TRANSLATE_NOOP("messages", "Reading the experts takes longer than the arithmetic here: each chunk of {chunk} prompt tokens touches nearly every expert of this MoE model. Bigger chunks read them less often (llama.cpp: --ubatch-size 2048)."),
    "ASSUME_PREFILL_RATE": QT_TRANSLATE_NOOP("messages", "Prompt processing runs at {util}% of {tflops} TFLOPS (half-precision tensor rate as the engine uses it)."),
    "ASSUME_TRAIN_MFU": QT_TRANSLATE_NOOP("messages", "Training reaches {mfu}% of the bf16 tensor peak on {segment} GPUs; {count} GPUs act as {effective}."),
    "ASSUME_TRAIN_LAYER_SPLIT": QT_TRANSLATE_NOOP("messages", "On Windows the {count} cards hold the model's layers and work in turn (PyTorch has no NCCL there for data-parallel training), so they train at one card's speed."),
    "ASSUME_TRAIN_NON_NVIDIA": QT_TRANSLATE_NOOP("messages", "That is {share}% of what NVIDIA cards reach: AMD Radeon and Intel Arc training software is less tuned. The only end-to-end measurement found is llm.c on the RX 7900 XTX, none for PyTorch fine-tuning, so this figure is approximate."),
    "VALIDATION_BAND": QT_TRANSLATE_NOOP("messages", "Checked against {n} published measurements not used for fitting: median error {median}%, 9 in 10 within {p90}%. Shown as +/-{band}%."),
    "VALIDATION_OTHER_ENGINE": QT_TRANSLATE_NOOP("messages", "The published measurements cover {engines}, not {engine}: for those, median error {median}% over {n} held-out rows; +/-{band}% is shown, but {engine} may differ more."),
    "VALIDATION_RENDERING_MEASURED": QT_TRANSLATE_NOOP("messages", "A measured median: one card's results vary with driver, operating system, cooling and Blender version. Shown as +/-{band}%."),
    "VALIDATION_RENDERING_ESTIMATED": QT_TRANSLATE_NOOP("messages", "Checked by estimating each of {n} measured cards from the others of its kind: median error {median}%, 9 in 10 within {p90}%. Shown as +/-{band}%."),
    "VALIDATION_NONE": QT_TRANSLATE_NOOP("messages", "No published measurement checks this estimate; +/-{band}% is a judgement."),
}

# Labels shared by front ends (breakdown parts, severities, workloads).
LABELS: dict[str, str] = {
    "weights": QT_TRANSLATE_NOOP("messages", "Weights"),
    "kv_cache": QT_TRANSLATE_NOOP("messages", "KV cache"),
    "activations": QT_TRANSLATE_NOOP("messages", "Activations"),
    "gradients": QT_TRANSLATE_NOOP("messages", "Gradients"),
    "optimizer": QT_TRANSLATE_NOOP("messages", "Optimizer states"),
    "adapters": QT_TRANSLATE_NOOP("messages", "LoRA adapters"),
    "working_set": QT_TRANSLATE_NOOP("messages", "Working set"),
    "overhead": QT_TRANSLATE_NOOP("messages", "Runtime overhead"),
    "info": QT_TRANSLATE_NOOP("messages", "Info"),
    "warning": QT_TRANSLATE_NOOP("messages", "Warning"),
    "blocker": QT_TRANSLATE_NOOP("messages", "Blocker"),
    "inference": QT_TRANSLATE_NOOP("messages", "Run a chatbot or other model (inference)"),
    "lora": QT_TRANSLATE_NOOP("messages", "Fine-tune with LoRA"),
    "qlora": QT_TRANSLATE_NOOP("messages", "Fine-tune with QLoRA (4-bit)"),
    "full_finetune": QT_TRANSLATE_NOOP("messages", "Full fine-tuning"),
    "pretraining": QT_TRANSLATE_NOOP("messages", "Train from scratch"),
    "hpc": QT_TRANSLATE_NOOP("messages", "Scientific computing (HPC)"),
    "rendering": QT_TRANSLATE_NOOP("messages", "3D rendering"),
    "windows": QT_TRANSLATE_NOOP("messages", "Windows"),
    "linux": QT_TRANSLATE_NOOP("messages", "Linux"),
    "wsl2": QT_TRANSLATE_NOOP("messages", "WSL2 (Linux on Windows)"),
    "consumer": QT_TRANSLATE_NOOP("messages", "consumer"),
    "workstation": QT_TRANSLATE_NOOP("messages", "workstation"),
    "datacenter": QT_TRANSLATE_NOOP("messages", "datacenter"),
    "edge": QT_TRANSLATE_NOOP("messages", "edge"),
    # Server module forms (a "form" parameter): GB200's had read "SUPERCHIP GPUs", "This SUPERCHIP module"
    "sxm": QT_TRANSLATE_NOOP("messages", "SXM"),
    "oam": QT_TRANSLATE_NOOP("messages", "OAM"),
    "superchip": QT_TRANSLATE_NOOP("messages", "Grace superchip"),
}
# The English text when a count is one ("1 card", not "1 card(s)"): code -> (the count's
# parameter, the template). Chinese has one form, so both templates get the same translation; a
# language with more plural forms would need Qt's numerus translations instead.
# The context sentences when the context was left at its default: "(you chose 4,096)" had been said of a
# number nobody chose (Profile.model_fields_set without context_tokens; context_fit.context_reason).
DEFAULT_CONTEXT_TEMPLATES: dict[str, str] = {
    "FITS_CONTEXT": QT_TRANSLATE_NOOP("messages", "Room for up to about {tokens} tokens of context per sequence (the default is {context})."),
    "FITS_CONTEXT_FULL": QT_TRANSLATE_NOOP("messages", "Room for the model's whole context of {tokens} tokens per sequence (the default is {context})."),
    "FITS_SEQUENCE": QT_TRANSLATE_NOOP("messages", "Room for training sequences of up to about {tokens} tokens (the default is {context})."),
    "FITS_SEQUENCE_FULL": QT_TRANSLATE_NOOP("messages", "Room for training sequences of the model's whole context, {tokens} tokens (the default is {context})."),
}
SINGULAR_TEMPLATES: dict[str, tuple[str, str]] = {
    "ASSUME_ENERGY": ("years", QT_TRANSLATE_NOOP("messages", "Electricity: 80% of board power for {hours} hours a day over 1 year.")),
    "QUOTE_SKIPPED_ROWS": ("count", QT_TRANSLATE_NOOP("messages", "{file}: row {rows} quotes no graphics card (another part of the computer), so it is left out.")),
    "ASSUME_QUOTES": ("count", QT_TRANSLATE_NOOP("messages", "1 card is priced from your quote, not its list price; the shortlist marks it.")),
    "EXCLUDED_VRAM": ("count", QT_TRANSLATE_NOOP("messages", "Not enough memory: needs {need} GiB, and one card gives {have} GiB.")),
    "RANKED_LOWER": ("count", QT_TRANSLATE_NOOP("messages", "Meets every requirement with 1 card, but scores {score} against {last} for the last pick on the shortlist: {speed}% of the top pick's speed at {cost}% of its price.")),
    "RANKED_LOWER_UNPRICED": ("count", QT_TRANSLATE_NOOP("messages", "Meets every requirement with 1 card, but scores {score} against {last} for the last pick on the shortlist, at {speed}% of the top pick's speed.")),
    "MORE_CARDS_FASTER": ("max", QT_TRANSLATE_NOOP("messages", "More cards per machine would be faster: {count} × {gpu} meets your other answers at about {ratio}× the top pick's speed, for {price}. You allow one GPU per machine; raise that to {count} to see it ranked.")),
    "MORE_CARDS_FASTER_UNPRICED": ("max", QT_TRANSLATE_NOOP("messages", "More cards per machine would be faster: {count} × {gpu} meets your other answers at about {ratio}× the top pick's speed. You allow one GPU per machine; raise that to {count} to see it ranked.")),
    "HOW_MEMORY_FULL": ("gpus", QT_TRANSLATE_NOOP("messages", "Memory per GPU = weights + gradients + master weights + optimizer states + activations for {context} tokens x batch {batch} + logits for the loss + training overhead.")),
    "ASSUME_KV_FULL_CONTEXT": ("batch", QT_TRANSLATE_NOOP("messages", "The KV cache is sized for the full {context} tokens of the one sequence, with the model's real number of KV heads (grouped-query attention).")),
    "STEP_SERVE_VLLM": ("users", QT_TRANSLATE_NOOP("messages", "Run the model with vLLM, the software these figures assume. Install it as vLLM's installation guide says for your card (pip install vllm on NVIDIA; AMD and Intel builds come as containers), then start its OpenAI-compatible server with the model's Hugging Face name in place of MODEL; chat front ends such as Open WebUI connect to it.")),
    "STEP_SERVE_VLLM_JETSON": ("users", QT_TRANSLATE_NOOP("messages", "Run the model with vLLM, the software these figures assume. vLLM has no pip package for Jetson: use NVIDIA's vLLM container for your JetPack version (NVIDIA Jetson AI Lab), then start its OpenAI-compatible server with the model's Hugging Face name in place of MODEL; chat front ends such as Open WebUI connect to it.")),
    "ASSUME_TRAIN_MFU": ("count", QT_TRANSLATE_NOOP("messages", "Training reaches {mfu}% of the bf16 tensor peak on {segment} GPUs.")),
}
# Memory sentences for complete computers (a DGX Spark, linked or not), chosen by the parameter
# per="computer": "each computer" and its GPU's share, not "per card". (plural, count of one).
COMPUTER_TEMPLATES: dict[str, tuple[str, str]] = {
    "FITS_VRAM": (QT_TRANSLATE_NOOP("messages", "Fits in memory: needs {need} GiB of the {have} GiB its GPU can use on each computer ({headroom}% spare)."),
                  QT_TRANSLATE_NOOP("messages", "Fits in memory: needs {need} GiB of the {have} GiB its GPU can use ({headroom}% spare).")),
    "FITS_BUDGET": (QT_TRANSLATE_NOOP("messages", "Within budget: the computers cost {price} of {budget}."),
                    QT_TRANSLATE_NOOP("messages", "Within budget: the computer costs {price} of {budget}.")),
    "EXCLUDED_VRAM": (QT_TRANSLATE_NOOP("messages", "Not enough memory: needs {need} GiB on each computer; with {count} linked, each computer's GPU can use {have} GiB."),
                      QT_TRANSLATE_NOOP("messages", "Not enough memory: needs {need} GiB, and the computer's GPU can use {have} GiB.")),
}
# Rendering and simulation have no inputs or batches to grow: their wording when a message's "of" is
# "scene" (a Chinese buyer read "longer inputs or bigger batches" for a Blender render).
SCENE_TEMPLATES: dict[str, str] = {
    "TIGHT_VRAM": QT_TRANSLATE_NOOP("messages", "Tight fit: only {headroom}% memory to spare ({need} of {have} GiB). A bigger scene or data set may run out of memory."),
}
# A chat's "batch" is the people using it at once (the question's own words): a buyer could not link "bigger
# batches" to the number of users they had typed (Chinese review, 2026-12-02). Used when "of" is "users".
USERS_TEMPLATES: dict[str, str] = {
    "TIGHT_VRAM": QT_TRANSLATE_NOOP("messages", "Tight fit: only {headroom}% memory to spare ({need} of {have} GiB). Longer chats or more people at once may run out of memory."),
}
# Sentences a message can carry after its own, each named by a parameter: a memory reason's
# "A context of up to about N tokens would fit" (wizard/core/recommend.py). Each template starts
# with what joins it to the sentence before: a space in English, nothing in Chinese.
FITS_CONTEXT_PARAM = "fits_context"
FITS_SEQUENCE_PARAM = "fits_sequence"
FITS_CARDS_PARAM = "fits_cards"
TIGHT_SPARE_PARAM = "tight_spare"
MOE_LAYER_PARAM = "moe_layer_us"  # explain: a mixture-of-experts layer's extra fixed time
NO_GRAPHS_PARAM = "graphs_from"  # explain: the card predates llama.cpp's CUDA graphs
TP_SYNC_PARAM = "tp_sync_us"  # explain: a tensor-parallel step's all-reduces
SERVE_FP8_PARAM = "serve_fp8"  # next steps: vLLM makes FP8 from the 16-bit weights (--quantization fp8)
SERVE_CHECKPOINT_PARAM = "serve_checkpoint"  # next steps: vLLM serves a published quantised checkpoint
LISTED_RANK_PARAM = "listed_rank"  # a smaller format's hint: its machine is on the shortlist already
ADDENDA: dict[str, str] = {
    FITS_CONTEXT_PARAM: QT_TRANSLATE_NOOP("messages", " A context of up to about {fits_context} tokens would fit (you chose {context})."),
    FITS_SEQUENCE_PARAM: QT_TRANSLATE_NOOP("messages", " Training sequences of up to about {fits_sequence} tokens would fit (you chose {context})."),
    FITS_CARDS_PARAM: QT_TRANSLATE_NOOP("messages", " {fits_cards} of these cards in one machine would hold it."),
    TIGHT_SPARE_PARAM: QT_TRANSLATE_NOOP("messages", " Memory would be tight: {tight_spare}% to spare."),
    MOE_LAYER_PARAM: QT_TRANSLATE_NOOP("messages", " Of these, {moe_layer_us} go to a mixture-of-experts layer's extra kernels (routing and the experts' products)."),
    TP_SYNC_PARAM: QT_TRANSLATE_NOOP("messages", " Of these, {tp_sync_us} are the GPUs' two all-reduces a layer, which no number of GPUs shortens (approximate: kernel timings, not a measured multi-GPU run)."),
    NO_GRAPHS_PARAM: QT_TRANSLATE_NOOP("messages", " This card launches each kernel on its own: llama.cpp's CUDA graphs, which launch a token's kernels at once, need {graphs_from} or newer."),
    SERVE_FP8_PARAM: QT_TRANSLATE_NOOP("messages", " With --quantization fp8, vLLM turns the model's 16-bit weights into {serve_fp8} as it loads them: use the model as it is released."),
    LISTED_RANK_PARAM: QT_TRANSLATE_NOOP("messages", " The same card is #{listed_rank} on the shortlist already, at its same price but slower there, in the larger format: the smaller format is what makes it this fast."),
    SERVE_CHECKPOINT_PARAM: QT_TRANSLATE_NOOP("messages", " For MODEL, use the model's {serve_checkpoint} version (Hugging Face has them for popular models): vLLM serves it as it is."),
}
# Parameters whose values are label keys (an OS, a segment) are shown as their label, so a
# sentence never carries a raw code such as "windows" or "datacenter".
LABELLED_PARAMS = frozenset({"os", "segment", "runs", "form"})
# The answers a profile gives (its JSON keys), in the words the app's questions use: a "fields" parameter, keys
# joined by ", ", is shown as "Context length (context_tokens), ..." — the reader's words, and the key to find in
# the file; the bare keys had been shown to everyone (ANSWERS_NOT_USED).
FIELD_LABELS: dict[str, str] = {
    "precision": QT_TRANSLATE_NOOP("messages", "Quality (number format)"),
    "engine": QT_TRANSLATE_NOOP("messages", "Software that runs it"),
    "kv_cache_precision": QT_TRANSLATE_NOOP("messages", "KV cache format"),
    "context_tokens": QT_TRANSLATE_NOOP("messages", "Context length"),
    "batch_size": QT_TRANSLATE_NOOP("messages", "Concurrent users or batch size"),
    "optimizer": QT_TRANSLATE_NOOP("messages", "Optimizer"),
    "lora_rank": QT_TRANSLATE_NOOP("messages", "LoRA rank"),
    "training_precision": QT_TRANSLATE_NOOP("messages", "Training precision"),
    "gradient_checkpointing": QT_TRANSLATE_NOOP("messages", "Gradient checkpointing"),
    "working_set_gb": QT_TRANSLATE_NOOP("messages", "Data that must fit in GPU memory"),
    "hpc_needs_fp64": QT_TRANSLATE_NOOP("messages", "Needs double precision (FP64)"),
    "hpc_code": QT_TRANSLATE_NOOP("messages", "What limits the code"),
    "renderer": QT_TRANSLATE_NOOP("messages", "Renderer"),
}
FIELD_TEXT = QT_TRANSLATE_NOOP("messages", "{label} ({key})")
# The training libraries a "libs" parameter names (pip's names, joined by ", "), each with what it is for, in the
# reader's language: the Chinese step had listed "PEFT (LoRA adapters), TRL (trainers)" in English (CLI review).
LIBRARY_LABELS: dict[str, str] = {
    "transformers": QT_TRANSLATE_NOOP("messages", "Hugging Face Transformers"),
    "peft": QT_TRANSLATE_NOOP("messages", "PEFT (LoRA adapters)"),
    "trl": QT_TRANSLATE_NOOP("messages", "TRL (trainers)"),
    "bitsandbytes": QT_TRANSLATE_NOOP("messages", "bitsandbytes (4-bit weights)"),
    "accelerate": QT_TRANSLATE_NOOP("messages", "Accelerate (several GPUs)"),
}
# Between the items of a list in a sentence: Chinese writes "、".
LIST_SEPARATOR = QT_TRANSLATE_NOOP("messages", ", ")
# Engines as their projects write their names, by the key a profile and the constants use (Engine's
# values; "unknown": none named). An "engine" parameter is shown this way; the same in every language,
# so not in the translation catalog.
ENGINE_NAMES = {"unknown": "", "transformers": "Hugging Face Transformers", "vllm": "vLLM", "llama.cpp": "llama.cpp",
                "tensorrt-llm": "TensorRT-LLM"}


class _SafeDict(dict[str, object]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def format_template(template: str, params: Mapping[str, object]) -> str:
    return template.format_map(_SafeDict({k: ("" if v is None else v) for k, v in params.items()}))


def template_for(message: Message) -> str | None:
    """The English template of `message`: its singular form when its count is one; a complete
    computer's wording when per="computer"."""
    computer = COMPUTER_TEMPLATES.get(message.code)
    if computer is not None and message.params.get("per") == "computer":
        one = message.params.get("count", 1) in (1, "1")
        return computer[1] if one else computer[0]
    scene = SCENE_TEMPLATES.get(message.code)
    if scene is not None and message.params.get("of") == "scene":
        return scene
    users = USERS_TEMPLATES.get(message.code)
    if users is not None and message.params.get("of") == "users":
        return users
    if message.params.get("context_default") and message.code in DEFAULT_CONTEXT_TEMPLATES:
        return DEFAULT_CONTEXT_TEMPLATES[message.code]
    singular = SINGULAR_TEMPLATES.get(message.code)
    if singular is not None and message.params.get(singular[0]) in (1, "1"):
        return singular[1]
    return TEMPLATES.get(message.code)


def render(message: Message, translate: Translate = untranslated) -> str:
    template = template_for(message)
    if template is None:
        return message.code + (" " + repr(message.params) if message.params else "")
    params = {k: _labels(v, translate) if k in LABELLED_PARAMS and isinstance(v, str) else v
              for k, v in message.params.items()}
    if isinstance(fields := params.get("fields"), str):
        params["fields"] = field_names(fields.split(", "), translate)
    if isinstance(renderer := params.get("renderer"), str):  # "KeyShot (GPU mode)" (profile.RENDERER_NAMES)
        params["renderer"] = renderer_name(renderer, translate)
    if isinstance(rows := params.get("rows"), str):  # a sheet's row numbers
        params["rows"] = _listed(rows.split(", "), translate)
    if isinstance(libs := params.get("libs"), str):
        params["libs"] = _listed([translate(CONTEXT, LIBRARY_LABELS[lib]) if lib in LIBRARY_LABELS else lib
                                  for lib in libs.split(", ")], translate)
    if isinstance(engine := params.get("engine"), str):
        params["engine"] = ENGINE_NAMES.get(engine, engine)
    detail = params.get("detail")
    if isinstance(detail, str) and detail in VALIDATOR_TEXTS:  # a profile rule's own sentence (INVALID_FIELD)
        params["detail"] = translate("errors", detail)
    text = format_template(translate(CONTEXT, template), params)
    return text + "".join(format_template(translate(CONTEXT, extra), params)
                          for key, extra in ADDENDA.items() if params.get(key) is not None)


def _listed(items: list[str], translate: Translate) -> str:
    """Items of a list in a sentence, as the language lists them ("3, 4"; "3、4")."""
    return translate(CONTEXT, LIST_SEPARATOR).join(items)


def field_names(keys: list[str], translate: Translate = untranslated) -> str:
    """Profile keys as the reader's list: "Context length (context_tokens), Renderer (renderer)"."""
    return _listed([translate(CONTEXT, FIELD_TEXT).format(label=translate(CONTEXT, FIELD_LABELS[k]), key=k)
                    if k in FIELD_LABELS else k for k in keys], translate)


def _labels(keys: str, translate: Translate) -> str:
    """"linux/windows" -> "Linux / Windows": a list of label keys, each shown as its label."""
    return " / ".join(label(k, translate) for k in keys.split("/"))


# The catalog's power_connectors entries that are words rather than a plug's name (datacenter
# modules, boards); a plug ("1x 8-pin PCIe", "1x 16-pin 12V-2x6") reads the same in every language.
CONNECTOR_TEXT: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("messages", "GB200 superchip board (rack power, liquid-cooled)"),
    QT_TRANSLATE_NOOP("messages", "HGX baseboard (SXM module, no card power cable)"),
    QT_TRANSLATE_NOOP("messages", "HGX baseboard (SXM5 module, no card power cable)"),
    QT_TRANSLATE_NOOP("messages", "Jetson carrier board (DC in)"),
    QT_TRANSLATE_NOOP("messages", "240 W USB-C power adapter"),
    QT_TRANSLATE_NOOP("messages", "400 W built-in power supply"),
    QT_TRANSLATE_NOOP("messages", "OAM module (baseboard power)"),
    QT_TRANSLATE_NOOP("messages", "PCIe slot only (75 W)"),
    QT_TRANSLATE_NOOP("messages", "SXM module (baseboard power)"),
)


# A plug as the catalog writes it ("1x 16-pin 12V-2x6", "2x 8-pin PCIe"): its count and pins in the reader's words
# (a Chinese spec table had read "1x 16-pin 12V-2x6" beside warnings about the "16 针" plug), its name as it is.
PLUG_TEXT = QT_TRANSLATE_NOOP("messages", "{count}x {pins}-pin {plug}")
_PLUG_WRITTEN = re.compile(r"(\d+)x (\d+)-pin (.+)")


# The notes the catalog writes after a memory type ("LPDDR5X (unified, shared with CPU)"), in the reader's words:
# the Chinese catalog window and PDF had shown them in English (GUI review, 2026-12-02).
MEMORY_NOTES: dict[str, str] = {
    "unified, shared with CPU": QT_TRANSLATE_NOOP("messages", "unified, shared with CPU"),
    "ECC": QT_TRANSLATE_NOOP("messages", "ECC"),
}
MEMORY_TEXT = QT_TRANSLATE_NOOP("messages", "{memory} ({note})")
_MEMORY_WRITTEN = re.compile(r"(.+?) \((.+)\)")


def renderer_name(name: str, translate: Translate = untranslated) -> str:
    """A renderer as profile.RENDERER_NAMES names it, in the reader's language ("KeyShot (GPU mode)")."""
    return translate(CONTEXT, name)


def memory_type_text(memory_type: str, translate: Translate = untranslated) -> str:
    """A card's memory type as shown: its note in the reader's language ("LPDDR5X（统一内存，与 CPU 共享）")."""
    written = _MEMORY_WRITTEN.fullmatch(memory_type)
    if written is None or written[2] not in MEMORY_NOTES:
        return memory_type
    return translate(CONTEXT, MEMORY_TEXT).format(memory=written[1], note=translate(CONTEXT, MEMORY_NOTES[written[2]]))


def connector_names(connectors: list[str], translate: Translate = untranslated) -> list[str]:
    """A card's power connectors as shown to the user: the words in `translate`'s language; a plug's count and
    pins in them too (PLUG_TEXT), its name as written."""
    out = []
    for c in connectors:
        plug = _PLUG_WRITTEN.fullmatch(c)
        if c in CONNECTOR_TEXT:
            out.append(translate(CONTEXT, c))
        elif plug is not None:
            out.append(translate(CONTEXT, PLUG_TEXT).format(count=plug[1], pins=plug[2], plug=plug[3]))
        else:
            out.append(c)
    return out


def label(key: str, translate: Translate = untranslated) -> str:
    text = LABELS.get(key)
    return translate(CONTEXT, text) if text is not None else key
