// Per-country parts of a case form on save and submit (after its schema passed): country names filled from their
// codes (the countries module's names), an unknown code, a country twice, a stray translation or a file group of
// a country the case does not file in refused naming the field. Forms without tmItems only get their file
// groups' country names and trimmed file names.
import { countryNameZh } from '../../countries/server';
import { fail } from '../../../server/http/errors';
import { overseasProblem, unknownCountry, withCountryNames, type FieldProblem } from '../shared/overseas';

type Rec = Record<string, any>;

const refuse = (p: FieldProblem) => fail.validation(`字段“${p.label}”（bizParam.${p.path}）${p.message}`);

export function preparePerCountry(biz: Rec): Rec {
  const unknown = unknownCountry(biz, countryNameZh);
  if (unknown) throw refuse(unknown);
  const problem = overseasProblem(biz);
  if (problem) throw refuse(problem);
  return withCountryNames(biz, countryNameZh);
}
