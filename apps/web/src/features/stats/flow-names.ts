import type { ClientSource, FlowOutcome, FlowStage } from "@makon/shared";

/** The Uzbek names of the Sankey's nodes, by kind (the clients' own source and step names). */
export interface FlowNames {
  source: Record<ClientSource, string>;
  stage: Record<FlowStage, string>;
  outcome: Record<FlowOutcome, string>;
}

/**
 * "source:call_center" → "Qoʻngʻiroqlar markazi". A key the screen does not know (a newer API)
 * shows as is rather than as nothing.
 */
export function flowNodeName(key: string, names: FlowNames): string {
  const [kind, value = ""] = key.split(":", 2);
  if (kind === "source" || kind === "stage" || kind === "outcome") {
    const dictionary: Record<string, string> = names[kind];
    // Own keys only: "toString" is on every object.
    return Object.hasOwn(dictionary, value) ? (dictionary[value] ?? key) : key;
  }
  return key;
}
