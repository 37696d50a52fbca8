import mongoose, { type Model, type Schema } from 'mongoose';

/**
 * Compiles a model once per process: jest can evaluate a module twice (separate registries), and
 * mongoose throws OverwriteModelError when a name is compiled twice.
 *
 * Typed through `unknown` on purpose: letting TypeScript infer mongoose's schema generics here
 * costs minutes of type checking per model; the document type is declared by each caller instead.
 */
export function defineModel<T>(name: string, schema: Schema): Model<T> {
  const existing: unknown = mongoose.models[name];
  const compiled: unknown = existing ?? mongoose.model(name, schema as never);
  return compiled as Model<T>;
}
