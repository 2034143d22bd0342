// Drawing job labels (spec 002 §4).

export const MJ_ACTIONS: Record<string, [string, string]> = {
  IMAGINE: ['绘图', 'blue'],
  UPSCALE: ['放大', 'orange'],
  VARIATION: ['变换', 'purple'],
  HIGH_VARIATION: ['强变换', 'purple'],
  LOW_VARIATION: ['弱变换', 'purple'],
  PAN: ['平移', 'cyan'],
  DESCRIBE: ['图生文', 'yellow'],
  BLEND: ['图混合', 'lime'],
  UPLOAD: ['上传文件', 'blue'],
  SHORTEN: ['缩词', 'pink'],
  REROLL: ['重绘', 'geekblue'],
  INPAINT: ['局部重绘-提交', 'volcano'],
  ZOOM: ['变焦', 'green'],
  CUSTOM_ZOOM: ['自定义变焦-提交', 'green'],
  MODAL: ['窗口处理', 'gold'],
  SWAP_FACE: ['换脸', 'magenta'],
};

export const MJ_CODES: Record<number, [string, string]> = {
  1: ['已提交', 'green'],
  21: ['等待中', 'lime'],
  22: ['重复提交', 'orange'],
  0: ['未提交', 'default'],
};

export const MJ_STATUS: Record<string, [string, string]> = {
  SUCCESS: ['成功', 'green'],
  NOT_START: ['未启动', 'default'],
  SUBMITTED: ['队列中', 'gold'],
  IN_PROGRESS: ['执行中', 'blue'],
  FAILURE: ['失败', 'red'],
  MODAL: ['窗口等待', 'gold'],
};
