-- Similar names of a one-character term (公共商标 similar search, issue 16): only names of one character or read as
-- one short word can reach the threshold (今 / 金, 今 / JIN; 今 / 今天 scores 0.4), so the search looks up the names
-- themselves (b-tree of 名称) and the short readings here: a one-syllable key ' zhuang ' is at most 8 characters.
-- It also holds short Latin names (' abc '), about a tenth of the marks in the generated data.
create index public_marks_one_syllable_idx on public_marks (tenant_id, name_pinyin) where char_length(name_pinyin) <= 8;
