// The applicant picker (选择申请人 in case forms, 申请人 in mark forms): any signed-in user of the tenant may
// pick an applicant by name, and gets only what fills an applicant block; the full record (certificates,
// licence, legal person) stays behind 查看企业 (/enterPrise/getList). Tenant scoping: row-level security on
// enterprises, as for every tenant table.
import type { Handler } from '../../../server/http/context';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);

export const pick: Handler<'enterprises.pick'> = async (ctx, body) => {
  const key = (body.key ?? '').trim();
  const r = await ctx.db.query(
    `select id, applicant_name as "applicantName", applicant_english as "applicantEnglish", applicant_address as "applicantAddress",
            applicant_type as "applicantType", book_type as "bookType", country_or_region as "countryOrRegion",
            post_code as "postCode", applicant_credit_code as "applicantCreditCode"
       from enterprises
      where deleted_at is null and ($1 = '' or applicant_name ilike $2 or applicant_english ilike $2)
      order by applicant_name, id
      limit $3`,
    [key, `%${likeEscape(key)}%`, body.pageSize ?? 30],
  );
  return { list: r.rows } as never;
};
