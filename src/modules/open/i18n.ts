// UI text of the public pages (spread into the platform's texts by moduleTexts).
import { moduleTexts } from '../../client/i18n';

export const openZh = {
  'try45.title': '第45类 商品与服务',
  'try45.intro': '第45类包括法律服务、安全服务以及为满足个人需要由他人提供的服务。以下为《类似商品和服务区分表》中本类的类似群与商品/服务项目。',
  'try45.edition': '区分表版本：{edition}，共 {groups} 个类似群、{items} 个商品/服务项目',
  'try45.empty': '系统尚未载入《类似商品和服务区分表》，暂时无法显示第45类的类似群和商品/服务项目。',
  'try45.noClass': '当前使用的区分表（版本 {edition}）中没有第45类的类似群和商品/服务项目。',
  'try45.filter': '筛选类似群或商品/服务项目',
  'try45.noMatch': '没有匹配“{q}”的项目',
  'try45.items': '{n} 项',
  'try45.failed': '第45类数据加载失败：{reason}',
  'try45.retry': '重试',
  'try45.home': '返回首页',
  'try45.login': '登录',
};
export const openEn: Record<keyof typeof openZh, string> = {
  'try45.title': 'Class 45 goods and services',
  'try45.intro': 'Class 45 covers legal services, security services and personal and social services rendered by others. Below are the groups and items of the class in the classification.',
  'try45.edition': 'Edition {edition}: {groups} groups, {items} items',
  'try45.empty': 'The goods and services classification is not loaded yet, so the groups and items of class 45 cannot be shown.',
  'try45.noClass': 'The classification in use (edition {edition}) has no groups or items in class 45.',
  'try45.filter': 'Filter groups or items',
  'try45.noMatch': 'Nothing matches “{q}”',
  'try45.items': '{n} items',
  'try45.failed': 'Class 45 could not be loaded: {reason}',
  'try45.retry': 'Retry',
  'try45.home': 'Home',
  'try45.login': 'Sign in',
};

export const { t, useT } = moduleTexts(openZh, openEn);
