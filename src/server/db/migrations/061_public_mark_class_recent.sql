-- Similar names of a term within a class (公共商标 similar search, issue 16): the candidates are the newest 5,000 names
-- sharing a piece or a reading with the term in the chosen class. When few of the term's names are in that class
-- (科技 in class 9: 5,600 of its 100,000 names at 1,000,000 marks), finding them by walking the date index (059) took
-- nearly the whole index, and through the name pieces it read the 100,000 rows to keep the class's (0.9-1.2 s). This
-- index holds each class's marks newest first with what the walk checks (name, reading, announcement type), so the
-- walk covers the chosen class only (56,000 entries, index-only). Lists filtered by class get the class's newest too.
create index public_marks_class_recent_idx on public_marks (tenant_id, tm_cl, announcement_date desc nulls last, id desc)
  include (tm_name, name_pinyin, announcement_type);
