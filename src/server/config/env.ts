import type { z } from 'zod';

/** The parsed variables a concern reads: the output of its part of the environment's schema. */
export type EnvOf<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;

/** Where a concern's cross-variable checks report: the environment schema's refinement context. */
export type ProblemSink = { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void };

/** Reports a problem with one variable (the problem line starts with its name). */
export function reportProblem(sink: ProblemSink, name: string, message: string): void {
  sink.addIssue({ code: 'custom', path: [name], message });
}
