/**
 * The catalogue's placeholder filler, re-exported by zh-TW.ts; a module of its own so the
 * catalogue module itself holds no code the widgets run (see zh-TW.ts).
 */
/** Replaces `{name}` placeholders in a catalogue string. */
export declare function format(template: string, values: Record<string, string | number>): string;
//# sourceMappingURL=format.d.ts.map
