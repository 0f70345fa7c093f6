import { mdLink } from './links.js';
import { mdCode } from './neutralise.js';

/** An artifact a later job or a person takes by the id the step that uploaded it reports, with the download of that id where the run is known. */
export interface TakenArtifact {
  name: string;
  id: number;
  url?: string;
}

/**
 * The line that sends the taker to the artifact by its id (the step's output `output`), never by its name:
 * any job of the run can upload an artifact under that name first (hazards 530, 591).
 */
export function takenLine(a: TakenArtifact, what: string, output: string): string {
  const link = mdLink('download it by its id', a.url);
  return `This run holds ${what} as the artifact ${mdCode(a.name)}, id ${a.id} (the step's output ${mdCode(output)})${link ? `: ${link}` : ''}. Take it by this id${link ? ' or link' : ''}, never by its name: any job of the run can upload an artifact under that name first.`;
}
