/** The part of saxen (a SAX parser without types of its own) that lib/xlsx uses. */
declare module "saxen" {
  type Decode = (text: string) => string;
  export class Parser {
    on(
      event: "openTag",
      cb: (name: string, attrs: () => Record<string, string>, decode: Decode, selfClosing: boolean) => void,
    ): this;
    on(event: "closeTag", cb: (name: string, decode: Decode, selfClosing: boolean) => void): this;
    on(event: "text", cb: (value: string, decode: Decode) => void): this;
    on(event: "cdata", cb: (value: string) => void): this;
    on(event: "error", cb: (err: Error) => void): this;
    /** Parses a whole document; returns the error met, if the error handler did not throw. */
    parse(xml: string): Error | null;
    /** Ends parse() after the current event. */
    stop(): void;
  }
  export const decode: Decode;
}
