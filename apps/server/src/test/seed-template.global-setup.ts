import type { TestProject } from 'vitest/node';
import { createSeedTemplate, dropSeedTemplate, type SeedTemplate } from './seed-template';
import { dropStaleDatabases, type TestDialect } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's seeded templates by dialect (createTestApp copies them). */
    seedTemplates: Partial<Record<TestDialect, SeedTemplate>>;
  }
}

/** Seeds the template of the project's dialect (its env's TEST_DB) once, before its test files run; drops it after. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dialect: TestDialect =
    (project.config.env.TEST_DB ?? process.env.TEST_DB) === 'postgres' ? 'postgres' : 'sqlite';
  if (dialect === 'postgres') await dropStaleDatabases(['sf_template', 'sf_test', 'sf_platform']);
  const template = await createSeedTemplate(dialect);
  project.provide('seedTemplates', { [dialect]: template });
  return () => dropSeedTemplate(template);
}
