"""Model architecture numbers for the estimators: from a preset, or derived from a size alone."""

from __future__ import annotations

import math
from dataclasses import dataclass

from wizard.core.catalog import find_model, load_models, model_without_format
from wizard.core.catalog_models import Attention, ModelPreset
from wizard.core.profile import Precision, Profile


@dataclass(frozen=True)
class ModelArch:
    id: str | None
    name: str
    total_params: float  # parameters (not billions)
    active_params: float
    layers: int
    hidden: int
    heads: int
    kv_heads: int
    head_dim: int
    intermediate: int
    vocab: int
    tied_embeddings: bool
    attention: Attention
    mla_kv_dim: int | None
    sliding_window: int | None
    sliding_window_layer_fraction: float
    moe_experts: int
    approximate: bool
    max_context: int | None = None  # the preset's supported context; None for a custom size
    moe_active_experts: int = 0  # routed experts each token uses
    linear_layers: int = 0  # linear-attention layers: a fixed-size state, no KV cache (hybrid models)
    linear_state_values: int = 0  # values in one such layer's state per sequence
    released_precision: Precision | None = None  # a preset released below 16 bits: its format (gpt-oss: int4)
    thinking_tokens: int | None = None  # a reasoning model's output length for its thinking (ModelPreset)

    @property
    def routed_expert_params(self) -> float:
        """Parameters of all routed experts (0 for a dense model): total = shared + E x one expert's
        share of every layer, active = shared + k x that share, so the experts hold E (total - active) / (E - k)."""
        e, k = self.moe_experts, self.moe_active_experts
        if e <= 0 or not 0 < k < e:
            return 0.0
        return e * (self.total_params - self.active_params) / (e - k)

    @property
    def embedding_params(self) -> float:
        """Input embedding plus LM head (one matrix when tied)."""
        return self.vocab * self.hidden * (1 if self.tied_embeddings else 2)

    @property
    def linear_params(self) -> float:
        return max(self.total_params - self.embedding_params, self.total_params * 0.5)

    def lora_module_dims(self) -> list[tuple[int, int]]:
        """(in, out) of each linear layer per transformer block (attention + SwiGLU MLP)."""
        q = self.heads * self.head_dim
        kv = self.kv_heads * self.head_dim
        return [
            (self.hidden, q), (self.hidden, kv), (self.hidden, kv), (q, self.hidden),
            (self.hidden, self.intermediate), (self.hidden, self.intermediate),
            (self.intermediate, self.hidden),
        ]


def from_preset(p: ModelPreset) -> ModelArch:
    return ModelArch(
        id=p.id, name=p.name, total_params=p.total_params_b * 1e9, active_params=p.active_params_b * 1e9,
        layers=p.layers, hidden=p.hidden_size, heads=p.attention_heads, kv_heads=p.kv_heads,
        head_dim=p.head_dim, intermediate=p.moe_intermediate_size or p.intermediate_size
        if p.moe_experts else p.intermediate_size,
        vocab=p.vocab_size, tied_embeddings=p.tied_embeddings, attention=p.attention,
        mla_kv_dim=p.mla_kv_dim, sliding_window=p.sliding_window,
        sliding_window_layer_fraction=p.sliding_window_layer_fraction, moe_experts=p.moe_experts,
        approximate=p.approximate, max_context=p.max_context, moe_active_experts=p.moe_active_experts,
        linear_layers=p.linear_attention_layers, linear_state_values=p.linear_state_values,
        released_precision=p.native_precision, thinking_tokens=p.thinking_tokens,
    )


# Reference shapes of Llama-family models (published configs): params_b -> (layers, hidden).
# A custom size interpolates depth and width in log(params) between them, so every derived
# number grows with the size (a bigger custom model never needs less memory than a smaller one).
_REFERENCE_SHAPES: list[tuple[float, int, int]] = [
    (1.1, 22, 2048),  # TinyLlama 1.1B
    (3.2, 28, 3072),  # Llama 3.2 3B
    (8.0, 32, 4096),  # Llama 3.1 8B
    (14.8, 48, 5120),  # Qwen2.5 14B
    (32.8, 64, 5120),  # Qwen2.5 32B
    (70.6, 80, 8192),  # Llama 3.1 70B
    (405.9, 126, 16384),  # Llama 3.1 405B
]
_DERIVED_VOCAB = 128256  # Llama 3 tokenizer; modern models use 100k-150k entries
_DERIVED_KV_HEADS = 8
_DERIVED_HEAD_DIM = 128
_DERIVED_MLP_RATIO = 3.5  # SwiGLU intermediate / hidden (Llama 3: 14336 / 4096)


def _interpolate(params_b: float, column: int) -> float:
    pts = [(math.log(s[0]), float(s[column])) for s in _REFERENCE_SHAPES]
    x = math.log(params_b)
    if x <= pts[0][0]:
        (x0, y0), (x1, y1) = pts[0], pts[1]
    elif x >= pts[-1][0]:
        (x0, y0), (x1, y1) = pts[-2], pts[-1]
    else:
        i = next(i for i in range(1, len(pts)) if x <= pts[i][0])
        (x0, y0), (x1, y1) = pts[i - 1], pts[i]
    y = y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    return max(y, 1.0)


def from_size(params_b: float) -> ModelArch:
    """A dense GQA decoder of `params_b` billion parameters (approximate by construction)."""
    layers = max(1, round(_interpolate(params_b, 1)))
    hidden = max(_DERIVED_HEAD_DIM, round(_interpolate(params_b, 2) / _DERIVED_HEAD_DIM) * _DERIVED_HEAD_DIM)
    intermediate = round(hidden * _DERIVED_MLP_RATIO / 128) * 128
    total = params_b * 1e9
    return ModelArch(
        id=None, name=f"Custom {params_b:g}B model", total_params=total, active_params=total,
        layers=layers, hidden=hidden, heads=hidden // _DERIVED_HEAD_DIM, kv_heads=_DERIVED_KV_HEADS,
        head_dim=_DERIVED_HEAD_DIM, intermediate=intermediate, vocab=_DERIVED_VOCAB, tied_embeddings=False,
        attention=Attention.GQA, mla_kv_dim=None, sliding_window=None, sliding_window_layer_fraction=0.0,
        moe_experts=0, approximate=True,
    )


class UnknownModelError(ValueError):
    def __init__(self, model_id: str) -> None:
        from wizard.core.errors import did_you_mean, suggestions

        self.model_id = model_id
        named = model_without_format(model_id)  # "qwen2.5:72b-q4_K_M": the model, its format chosen apart
        known = [m.id for m in load_models().models]
        self.suggestions = [named.id] if named is not None else suggestions(model_id, known)
        super().__init__(f"unknown model preset {model_id!r}{did_you_mean(self.suggestions)} "
                         "(see `gpu-wizard models list`)")


def profile_arch(profile: Profile) -> ModelArch | None:
    """The model the answers size: their preset or typed-in size, for the language-model workloads only
    (Profile.model_id, Profile.model_params_b); None for scientific computing and rendering."""
    return resolve(profile.model_id(), profile.model_params_b())


def resolve(model_id: str | None, params_b: float | None) -> ModelArch | None:
    if params_b is not None:
        return from_size(params_b)
    if model_id is None:
        return None
    preset = find_model(model_id)
    if preset is None:
        raise UnknownModelError(model_id)
    return from_preset(preset)
