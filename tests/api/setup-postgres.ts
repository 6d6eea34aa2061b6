// globalSetup of the api-postgres project: builds the template database the test files copy (./template.ts).
import type { TestProject } from 'vitest/node';
import { buildTemplate, dropTemplate } from './template';

export default async function setup(project: TestProject) {
  const template = await buildTemplate('postgres');
  project.provide('dbTemplate', template);
  return () => dropTemplate(template);
}
