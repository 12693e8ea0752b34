// The guide's configuration, read from the environment in one place.

export interface LlmConfig {
  baseURL: string;
  apiKey?: string;
  model: string;
  /** Per call; the whole request, repair included, falls back to the embedded guide after it. */
  timeoutMs: number;
  /** The endpoint accepts a JSON schema as response_format (OpenAI, recent Ollama/vLLM); else JSON mode. */
  structuredOutputs?: boolean;
}

export interface GuideConfig {
  /** Absent: the embedded guide answers everything. */
  llm?: LlmConfig;
  /** For tests: a fetch to reach the test server. */
  fetch?: typeof fetch;
}

export const DEFAULT_LLM_TIMEOUT_MS = 20_000;

export function guideConfigFromEnv(env: Record<string, string | undefined> = process.env): GuideConfig {
  const baseURL = env.GUIDE_BASE_URL?.trim();
  const model = env.GUIDE_MODEL?.trim();
  if (!baseURL || !model) return {};
  const timeout = Number(env.GUIDE_TIMEOUT_MS);
  return {
    llm: {
      baseURL,
      model,
      apiKey: env.GUIDE_API_KEY?.trim() || undefined,
      timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_LLM_TIMEOUT_MS,
      structuredOutputs: /^(1|true|yes)$/i.test(env.GUIDE_STRUCTURED_OUTPUTS ?? ""),
    },
  };
}
