// The guide's configuration. The server reads it from the environment, with everything else, in
// src/server/config.ts (guideConfigFromEnv there serves the guide CLI).

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
